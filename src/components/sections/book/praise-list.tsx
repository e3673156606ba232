import styled from "@emotion/styled";
import { newTabProps } from "../../../lib/external-link";
import type { PraiseQuote } from "../../../types/book";
import { CardGrid } from "../../ui/card-grid";
import { VisuallyHidden } from "../../ui/visually-hidden";

const Quote = styled.figure`
  height: 100%;
  margin: 0;
  padding: var(--space-5);
  border-left: 3px solid var(--colors-highlight);
  border-radius: 0 var(--radii-md) var(--radii-md) 0;
  background: var(--colors-surface);
  box-shadow: var(--shadows-card);
  blockquote {
    margin: 0;
    font-family: var(--fonts-display);
    font-size: var(--font-sizes-lg);
    font-style: italic;
    line-height: var(--line-heights-heading);
    color: var(--colors-heading);
    quotes: "“" "”";
    overflow-wrap: anywhere;
  }
  blockquote p::before {
    content: open-quote;
  }
  blockquote p::after {
    content: close-quote;
  }
  figcaption {
    margin-top: var(--space-3);
    font-size: var(--font-sizes-sm);
    font-weight: var(--font-weights-medium);
    color: var(--colors-text-muted);
    overflow-wrap: anywhere;
  }
  figcaption::before {
    content: "— ";
  }
  figcaption a {
    color: var(--colors-link);
  }
`;

/** Quotes from readers and reviewers: the quote, who said it and, when given, where to read the review. */
export function PraiseList({ quotes, newTabLabel }: { quotes: readonly PraiseQuote[]; newTabLabel: string }) {
  return (
    <CardGrid as="ul" columns="two" spacing="wide">
      {quotes.map((entry, index) => (
        // Two reviewers may say the same; their order is what tells them apart.
        <li key={index}>
          <Quote>
            <blockquote>
              <p>{entry.quote}</p>
            </blockquote>
            <figcaption>
              {entry.href ? (
                <a href={entry.href} {...newTabProps}>
                  {entry.source}
                  <VisuallyHidden> {newTabLabel}</VisuallyHidden>
                </a>
              ) : (
                entry.source
              )}
            </figcaption>
          </Quote>
        </li>
      ))}
    </CardGrid>
  );
}
