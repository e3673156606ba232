import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { pageHead } from "../components/layout/page-head";
import { InterviewArticle } from "../components/sections/interview/interview-article";
import { useSiteSettings } from "../hooks/use-site-settings";
import { toInterviewSeo } from "../lib/seo/interview";

/** /interview-with-{host}/: created in plugins/site-content, one for each file in content/interviews/. */
export default function InterviewPage({ data }: PageProps<Queries.InterviewPageQuery>) {
  const { labels } = useSiteSettings();
  const interview = requireInterview(data);
  return (
    <Layout currentPath={interview.fields.path}>
      <InterviewArticle eyebrow={labels.interviewEyebrow} {...interview.frontmatter} bodyHtml={interview.html} />
    </Layout>
  );
}

function requireInterview(data: Queries.InterviewPageQuery) {
  if (!data.mdx) throw new Error("An interview in content/interviews/ could not be loaded");
  return data.mdx;
}

export const Head = pageHead<Queries.InterviewPageQuery>((data, settings) =>
  toInterviewSeo(requireInterview(data), data.book, settings),
);

export const query = graphql`
  query InterviewPage($id: String!, $featuredBook: String!) {
    mdx(id: { eq: $id }) {
      html
      ...InterviewSummary
    }
    book(address: { eq: $featuredBook }) {
      covers {
        alt
        portrait {
          childImageSharp {
            # The link preview shows the whole cover, as on the book's own page.
            ...BookShareCover
          }
        }
      }
    }
  }
`;
