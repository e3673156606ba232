import styled from "@emotion/styled";
import type { EventsPageContent } from "../../../types/event";
import { arrowLinkStyles } from "../../ui/arrow-link";
import { Icon } from "../../ui/icon";

/** /events/'s two ways to every event in one calendar: subscribe (kept up to date) or download the file once. */

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0 var(--space-6);
  margin-top: var(--space-3);
`;

const Link = styled.a(arrowLinkStyles);

export function CalendarLinks({ subscribe, download }: EventsPageContent["calendar"]) {
  return (
    <Links>
      <Link href={subscribe.href}>{subscribe.label}</Link>
      <Link href={download.href} download>
        <Icon name="download" size="1rem" />
        {download.label}
      </Link>
    </Links>
  );
}
