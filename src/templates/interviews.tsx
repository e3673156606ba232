import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { InterviewCard } from "../components/sections/interviews/interview-list";
import { ListingPage } from "../components/sections/listing/listing-page";
import { listingHead } from "../components/layout/page-head";
import { toInterviewsPageProps } from "../lib/interviews-page-props";
import { INTERVIEWS_PATH } from "../lib/site-path";

/** /interviews/: every interview, newest first; created once the menu cannot list them all, its data its own. */
export default function InterviewsPage({ data }: PageProps<Queries.InterviewsPageQuery>) {
  const props = toInterviewsPageProps(data);
  return (
    <Layout currentPath={INTERVIEWS_PATH}>
      <ListingPage
        titleId="interviews-title"
        heading={props.heading}
        intro={props.intro}
        items={props.items}
        renderItem={(interview) => <InterviewCard interview={interview} />}
      />
    </Layout>
  );
}

export const Head = listingHead<Queries.InterviewsPageQuery>(toInterviewsPageProps, INTERVIEWS_PATH);

export const query = graphql`
  query InterviewsPage {
    siteSettings {
      interviewsPage {
        title
        heading
        intro
        hostLine
      }
    }
    allMdx(sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]) {
      nodes {
        ...InterviewSummary
      }
    }
  }
`;
