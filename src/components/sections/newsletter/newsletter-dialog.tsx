import styled from "@emotion/styled";
import { useState } from "react";
import { useStoredFlag } from "../../../hooks/use-stored-flag";
import { useWhenIdle } from "../../../hooks/use-when-idle";
import { NEWSLETTER_EMBED_SIZES, NEWSLETTER_FLAG_KEY } from "../../../lib/newsletter";
import { Dialog } from "../../ui/dialog";
import { NewsletterEmbed } from "./newsletter-embed";
import type { NewsletterDialogContent } from "../../../types/home";

const Text = styled.p`
  margin-block: var(--space-3) var(--space-5);
  color: var(--colors-text-muted);
`;

/** The first-visit newsletter invitation: opens once the page is idle, unless closed before (hasOpenedNewsletter). */
export function NewsletterDialog({ heading, text, iframeTitle, closeLabel, host }: NewsletterDialogContent) {
  const { isSet, set } = useStoredFlag({ key: NEWSLETTER_FLAG_KEY });
  const [open, setOpen] = useState(false);
  useWhenIdle(() => setOpen(true), { enabled: isSet === false });
  const onClose = () => {
    setOpen(false);
    set();
  };
  const { width, height } = NEWSLETTER_EMBED_SIZES.dialog;
  return (
    <Dialog open={open} onClose={onClose} title={heading} closeLabel={closeLabel}>
      <Text>{text}</Text>
      {/* The frame exists only while the dialog is open: a hidden frame would load at once. */}
      {open ? <NewsletterEmbed host={host} title={iframeTitle} width={width} height={height} loading="eager" /> : null}
    </Dialog>
  );
}
