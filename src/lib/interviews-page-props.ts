import type { InterviewSummary } from "../types/content";
import type { ListingContent } from "../types/listing";
import { fillTemplate } from "./fill-template";
import { SITE_PLACEHOLDERS } from "./placeholders";

/** Maps the /interviews/ page query to the page's texts and its list, newest first as queried. */
export function toInterviewsPageProps(data: Queries.InterviewsPageQuery): ListingContent<InterviewSummary> {
  const copy = data.siteSettings?.interviewsPage;
  if (!copy) throw new Error("content/settings/site.json is missing");
  const { hostLine, ...head } = copy;
  return {
    ...head,
    items: data.allMdx.nodes.map(({ frontmatter: { host, ...frontmatter }, fields }) => ({
      path: fields.path,
      ...frontmatter,
      hostLine: fillTemplate(hostLine, SITE_PLACEHOLDERS.interviewsPage.hostLine, { host }),
    })),
  };
}
