import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { Icon } from "./icon";
import { CardTitle, CompactCardTitle, cardTitleLinkStyles } from "./linked-card";
import { SiteLink } from "./site-link";

export interface LinkedCardTitleProps {
  /** The page the card stands for; the title's link stretches over the whole card. */
  href: string;
  children: ReactNode;
  as?: "h2" | "h3" | "h4";
  /** A smaller card's title (a series' other books, events to come): a size down, with no arrow. */
  compact?: boolean;
  breakAnywhere?: boolean;
}

/** The title's link to a page of the site, stretched over the card (linked-card.tsx imports nothing of Gatsby's). */
const CardTitleLink = styled(SiteLink)(cardTitleLinkStyles);

export function LinkedCardTitle({ href, children, as, compact = false, breakAnywhere = false }: LinkedCardTitleProps) {
  if (compact) {
    return (
      <CompactCardTitle as={as}>
        <CardTitleLink href={href}>{children}</CardTitleLink>
      </CompactCardTitle>
    );
  }
  return (
    <CardTitle as={as} data-wrap={breakAnywhere ? "anywhere" : undefined}>
      <CardTitleLink href={href}>
        {children}
        <Icon name="chevron-right" size="0.9em" />
      </CardTitleLink>
    </CardTitle>
  );
}
