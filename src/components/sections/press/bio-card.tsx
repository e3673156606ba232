import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { cardSurfaceStyles, displayHeadingStyles } from "../../ui/linked-card";
import type { PressBio } from "../../../lib/press-page-props";
import { Button } from "../../ui/button";
import { Icon } from "../../ui/icon";

export interface BioCardProps {
  bio: PressBio;
  copyLabel: string;
  copiedMessage: string;
  /** Whether this bio was copied a moment ago: its message is then in the live region. */
  copied: boolean;
  onCopy: (bio: PressBio) => void;
}

const Card = styled.article(css`
  ${cardSurfaceStyles}
  display: grid;
  gap: var(--space-4);
  padding: var(--space-5);
  @media (min-width: 768px) {
    padding: var(--space-5) var(--space-6) var(--space-6);
  }
`);

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2) var(--space-4);
`;

const Label = styled.h3(css`
  ${displayHeadingStyles}
  font-size: var(--font-sizes-xl);
`);

/** The copy button and its message; without JavaScript there is nothing to copy with, so both are left out. */
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3);
  @media (scripting: none) {
    display: none;
  }
`;

/** A polite live region (role="status"), in the page while empty so screen readers know it before it speaks. */
const Status = styled.span`
  font-size: var(--font-sizes-sm);
  font-weight: var(--font-weights-semibold);
  color: var(--colors-focus);
`;

const Text = styled.div`
  display: grid;
  gap: var(--space-4);
  max-width: var(--sizes-prose);
  color: var(--colors-text);
  p {
    white-space: pre-line;
  }
`;

/** One bio with its name and a copy button named by its text and the bio's ("Copy Short bio"), and its live message. */
export function BioCard({ bio, copyLabel, copiedMessage, copied, onCopy }: BioCardProps) {
  const headingId = `bio-${bio.id}`;
  const buttonId = `bio-${bio.id}-copy`;
  return (
    <Card aria-labelledby={headingId}>
      <Top>
        <Label id={headingId}>{bio.label}</Label>
        <Controls>
          <Button
            id={buttonId}
            variant="secondary"
            aria-labelledby={`${buttonId} ${headingId}`}
            onClick={() => onCopy(bio)}
          >
            <Icon name="copy" />
            {copyLabel}
          </Button>
          <Status role="status">{copied ? copiedMessage : ""}</Status>
        </Controls>
      </Top>
      <Text>
        {bio.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </Text>
    </Card>
  );
}
