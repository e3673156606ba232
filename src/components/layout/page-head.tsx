import type { HeadFC } from "gatsby";
import { useSiteSettings } from "../../hooks/use-site-settings";
import type { SiteSettings } from "../../types/content";
import type { ListingCopy } from "../../types/listing";
import type { PageSeo } from "../../types/seo";
import { Seo } from "./seo";

/** A template's `Head`, from its data, the site's settings and its context, by its mapping (src/lib/seo/). */
export function pageHead<Data, Context = object>(
  toSeo: (data: Data, settings: SiteSettings, pageContext: Context) => PageSeo,
): HeadFC<Data, Context> {
  return function Head({ data, pageContext }) {
    const settings = useSiteSettings();
    return <Seo {...toSeo(data, settings, pageContext)} />;
  };
}

/** A listing page's `Head`: its title, its standfirst as the description, and its address. */
export const listingHead = <Data,>(toCopy: (data: Data) => ListingCopy, path: string) =>
  pageHead<Data>((data) => ({ title: toCopy(data).title, description: toCopy(data).intro, path }));
