import { graphql } from "gatsby";

/** What every page that lists or shows a book reads of it, its date as written and as shown. */
export const bookSummaryFields = graphql`
  fragment BookSummary on Book {
    title
    subtitle
    address
    status
    pitch
    isoDate: releaseDate
    displayDate: releaseDate(formatString: "MMMM D, YYYY")
  }
`;
