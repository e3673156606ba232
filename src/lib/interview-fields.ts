import { graphql } from "gatsby";

/**
 * What every page that names an interview reads of it (its own page, the list of them): the front
 * matter, with the date both as written and as shown, and the page's address.
 */
export const interviewSummaryFields = graphql`
  fragment InterviewSummary on Mdx {
    frontmatter {
      host
      title
      description
      isoDate: date
      displayDate: date(formatString: "MMMM D, YYYY")
    }
    fields {
      path
    }
  }
`;
