import styled from "@emotion/styled";
import { NEWSLETTER_SANDBOX, newsletterEmbedUrl } from "../../../lib/newsletter";

interface NewsletterEmbedProps {
  host: string;
  title: string;
  width: number;
  height: number;
  loading: "lazy" | "eager";
}

const Frame = styled.iframe`
  width: 100%;
  max-width: 100%;
  border: 0;
  border-radius: var(--radii-md);
  background: var(--colors-surface);
`;

/** The third-party sign-up widget. Its size attributes are the spec's; CSS keeps it within the screen. */
export function NewsletterEmbed({ host, title, width, height, loading }: NewsletterEmbedProps) {
  return (
    <Frame
      src={newsletterEmbedUrl(host)}
      title={title}
      width={width}
      height={height}
      loading={loading}
      sandbox={NEWSLETTER_SANDBOX}
      referrerPolicy="strict-origin-when-cross-origin"
      style={{ maxWidth: width }}
    />
  );
}
