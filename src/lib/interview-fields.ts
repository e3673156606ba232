import { graphql } from "gatsby";

/** What every page that names an interview reads of it, its date as written and as shown. */
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
