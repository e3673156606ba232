/** The CMS at /admin/: Sveltia with the schema's configuration, the site's previews, article ids filled in on save. */
import CMS from "@sveltia/cms";
import { assignArticleIds } from "./article-ids";
import { registerPreviews } from "./previews";

registerPreviews(CMS);

CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    if (entry.get("collection") !== "articles") return entry;
    const path = ["data", "articles"];
    const list = entry.getIn(path) as { toJS(): { id?: unknown }[] } | undefined;
    if (!list) return entry;
    const numbered = assignArticleIds(list.toJS());
    return numbered.reduce((updated, article, index) => updated.setIn([...path, index, "id"], article.id), entry);
  },
});

void CMS.init({ config: __CMS_CONFIG__ as never });
