import type { HeadFC } from "gatsby";
import { useSiteSettings } from "../../hooks/use-site-settings";
import type { SiteSettings } from "../../types/content";
import type { PageSeo } from "../../types/seo";
import { Seo } from "./seo";

/** A template's `Head` export, from its data, the site's settings and its context, by its own mapping (src/lib/seo/). */
export function pageHead<Data, Context = object>(
  toSeo: (data: Data, settings: SiteSettings, pageContext: Context) => PageSeo,
): HeadFC<Data, Context> {
  return function Head({ data, pageContext }) {
    const settings = useSiteSettings();
    return <Seo {...toSeo(data, settings, pageContext)} />;
  };
}
