import type { ReactNode } from "react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { colors } from "../../theme/tokens";

interface SeoProps {
  /** The page's own title; the author's name is appended. */
  title?: string;
  description?: string;
  /** Path of the canonical URL, e.g. "/home". */
  path: string;
  children?: ReactNode;
}

/** Everything a page says about itself in <head>. Rendered from each page's `Head` export. */
export function Seo({ title, description, path, children }: SeoProps) {
  const settings = useSiteSettings();
  const fullTitle = title ? `${title} | ${settings.name}` : `${settings.name} | ${settings.tagline}`;
  const metaDescription = description ?? settings.description;
  const canonical = `${settings.siteUrl}${path}`;
  return (
    <>
      <html lang={settings.lang} />
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      <link rel="canonical" href={canonical} />
      <meta name="theme-color" content={colors.darkDeep} />
      {settings.logo.publicURL ? <link rel="icon" href={settings.logo.publicURL} type="image/png" /> : null}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content="website" />
      <meta name="twitter:card" content="summary_large_image" />
      {children}
    </>
  );
}
