import styled from "@emotion/styled";
import { mq } from "../../theme/media";

/** A landing-page section: the page's vertical rhythm, on the page colour or a tinted band. */
export const PageSection = styled.section<{ tinted?: boolean }>`
  padding-block: ${({ theme }) => theme.space[8]};
  background: ${({ theme, tinted }) => (tinted ? theme.colors.surfaceAlt : "transparent")};
  ${mq.lg} {
    padding-block: ${({ theme }) => theme.space[9]};
  }
`;

/** Picture on the left (5 parts), words on the right (7 parts) from lg; stacked below. */
export const MediaTextGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[7]};
  ${mq.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
    gap: ${({ theme }) => theme.space[8]};
  }
`;
