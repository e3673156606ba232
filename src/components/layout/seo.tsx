import type { ReactNode } from "react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { FEED_PATH } from "../../lib/site-path";
import { colors } from "../../theme/tokens";
import type { PageSeo } from "../../types/seo";

type SeoProps = PageSeo & { children?: ReactNode };

/**
 * Everything a page says about itself in <head>. Rendered from each page's `Head` export; its share card
 * (og:image, twitter:card) is written beside it by plugins/site-render's gatsby-ssr.
 */
export function Seo({ title, description, path, type = "website", jsonLd, children }: SeoProps) {
  const settings = useSiteSettings();
  const fullTitle = title ? `${title} | ${settings.name}` : `${settings.name} | ${settings.tagline}`;
  const metaDescription = description ?? settings.description;
  const canonical = path === undefined ? undefined : `${settings.siteUrl}${path}`;
  // Open Graph wants a locale with a region (en_GB); a bare language is left out.
  const ogLocale = settings.lang.includes("-") ? settings.lang.replace("-", "_") : undefined;
  return (
    <>
      <html lang={settings.lang} />
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      <link rel="alternate" type="application/atom+xml" title={settings.name} href={FEED_PATH} />
      <meta name="theme-color" content={colors.darkDeep} />
      <meta property="og:site_name" content={settings.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      <meta property="og:type" content={type} />
      {ogLocale ? <meta property="og:locale" content={ogLocale} /> : null}
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={metaDescription} />
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} /> : null}
      {children}
    </>
  );
}
