import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { cardSurfaceStyles, displayHeadingStyles } from "../../ui/linked-card";
import type { BookBuyContent } from "../../../types/book";
import { ButtonLink } from "../../ui/button";

const Box = styled.section(css`
  ${cardSurfaceStyles}
  display: grid;
  gap: var(--space-4);
  margin-top: var(--space-6);
  padding: var(--space-5);
  text-align: start;
`);

const Heading = styled.h2(css`
  ${displayHeadingStyles}
  font-size: var(--font-sizes-lg);
`);

const Formats = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One format: its label and ISBN on the left, its stores beside them from 600 px, under them below. */
const Format = styled.li`
  display: grid;
  gap: var(--space-3);
  padding-block: var(--space-4);
  border-top: 1px solid var(--colors-border);
  &:last-of-type {
    padding-bottom: 0;
  }
  /* The label column holds an ISBN on one line. */
  @media (min-width: 600px) {
    grid-template-columns: 12rem minmax(0, 1fr);
    align-items: center;
  }
`;

const FormatLabel = styled.h3`
  font-family: var(--fonts-body);
  font-size: var(--font-sizes-md);
  font-weight: var(--font-weights-semibold);
  color: var(--colors-text);
`;

const Isbn = styled.p`
  margin-top: var(--space-1);
  font-size: var(--font-sizes-xs);
  letter-spacing: 0.02em;
  color: var(--colors-text-muted);
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const Stores = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Where to buy: the universal link, then each format with its ISBN and stores, each in a new tab (and saying so). */
export function BuyBox({ heading, universal, formats, newTabLabel }: BookBuyContent & { newTabLabel: string }) {
  return (
    <Box aria-labelledby="buy-title">
      <Heading id="buy-title">{heading}</Heading>
      {universal ? (
        <div>
          <ButtonLink href={universal.href} newTabLabel={newTabLabel}>
            {universal.label}
          </ButtonLink>
        </div>
      ) : null}
      {formats.length > 0 ? (
        <Formats>
          {formats.map((format, index) => (
            // Two formats may share a label; their order is what tells them apart.
            <Format key={index}>
              <div>
                <FormatLabel id={`format-${index}`}>{format.label}</FormatLabel>
                {format.isbnLine ? <Isbn>{format.isbnLine}</Isbn> : null}
              </div>
              {format.stores.length > 0 ? (
                <Stores aria-labelledby={`format-${index}`}>
                  {format.stores.map((store) => (
                    <li key={`${store.store} ${store.href}`}>
                      <ButtonLink variant="secondary" href={store.href} newTabLabel={newTabLabel}>
                        {store.store}
                      </ButtonLink>
                    </li>
                  ))}
                </Stores>
              ) : null}
            </Format>
          ))}
        </Formats>
      ) : null}
    </Box>
  );
}
