/** The embed address of the third-party newsletter sign-up widget. */
export function newsletterEmbedUrl(host: string): string {
  return `https://${host}/embed`;
}

/** What the sign-up form may do: run, post, keep its origin (its cookies) and open its confirmation in a tab. */
export const NEWSLETTER_SANDBOX =
  "allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox";

export const NEWSLETTER_FLAG_KEY = "hasOpenedNewsletter";

export const NEWSLETTER_EMBED_SIZES = {
  section: { width: 480, height: 130 },
  dialog: { width: 800, height: 350 },
} as const;
