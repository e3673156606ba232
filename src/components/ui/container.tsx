import styled from "@emotion/styled";
import { mq } from "../../theme/media";

/** Centred, padded content column. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.content};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[5]};
  ${mq.md} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;
