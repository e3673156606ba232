/** What a page says about itself in <head>, as src/lib/seo/ maps it per page type and Seo renders it. */
export interface ShareImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageSeo {
  /** The page's own title; the author's name is appended. */
  title?: string;
  description?: string;
  /** Path of the canonical URL, e.g. "/home"; none on a page that is not to be indexed (404). */
  path?: string;
  type?: "website" | "article";
  /** Serialised JSON-LD graph (see lib/seo/). */
  jsonLd?: string;
}
