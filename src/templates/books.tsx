import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { BookCard } from "../components/sections/book-list/book-list";
import { ListingPage } from "../components/sections/listing/listing-page";
import { listingHead } from "../components/layout/page-head";
import { toBooksPageProps } from "../lib/books-page-props";
import { BOOKS_PATH } from "../lib/site-path";

/** /books/: every book, newest first; created (plugins/site-content) from two books on, its data its own. */
export default function BooksPage({ data }: PageProps<Queries.BooksPageQuery>) {
  const props = toBooksPageProps(data);
  return (
    <Layout currentPath={BOOKS_PATH}>
      <ListingPage
        titleId="books-page-title"
        heading={props.heading}
        intro={props.intro}
        items={props.items}
        // The newest book's cover is on the first screen.
        renderItem={(book, index) => <BookCard book={book} priority={index === 0} />}
      />
    </Layout>
  );
}

export const Head = listingHead<Queries.BooksPageQuery>(toBooksPageProps, BOOKS_PATH);

export const query = graphql`
  query BooksPage {
    siteSettings {
      booksPage {
        title
        heading
        intro
      }
      bookPage {
        publishedLine
        preorderLine
        comingSoonLine
      }
    }
    # Newest first; on the same date, by address, so the order never varies between builds.
    allBook(sort: [{ releaseDate: DESC }, { address: ASC }]) {
      nodes {
        ...BookSummary
        covers {
          alt
          portrait {
            childImageSharp {
              gatsbyImageData(width: 128, outputPixelDensities: [1, 1.6, 2])
            }
          }
        }
      }
    }
  }
`;
