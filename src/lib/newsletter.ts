/** The embed address of the third-party newsletter sign-up widget. */
export function newsletterEmbedUrl(host: string): string {
  return `https://${host}/embed`;
}

/**
 * What the embedded sign-up form may do: run its script, post its form, keep its own
 * origin (cookies for the subscription) and open its confirmation in a new tab.
 */
export const NEWSLETTER_SANDBOX =
  "allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox";

export const NEWSLETTER_FLAG_KEY = "hasOpenedNewsletter";

export const NEWSLETTER_EMBED_SIZES = {
  section: { width: 480, height: 130 },
  dialog: { width: 800, height: 350 },
} as const;
