import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { useCopyText } from "../../../hooks/use-copy-text";
import { mailtoHref } from "../../../lib/external-link";
import type { PressKitProps } from "../../../lib/press-page-props";
import { bookPath } from "../../../lib/site-path";
import { Container } from "../../ui/container";
import { Icon } from "../../ui/icon";
import { CardSubtitle, cardTitleStyles, cardSurfaceStyles } from "../../ui/linked-card";
import { PageBanner } from "../../ui/page-hero";
import { SectionHeading } from "../../ui/section-heading";
import { BioCard } from "./bio-card";
import { DownloadCard } from "./download-card";

/** One centred column of reading width: the sections' headings line up with their text. */
const Sections = styled.div`
  display: grid;
  gap: var(--space-8);
  max-width: 52rem;
  margin-inline: auto;
  padding-block: var(--space-7) var(--space-8);
  @media (min-width: 1024px) {
    padding-block: var(--space-8) var(--space-9);
  }
`;

const Section = styled.section`
  display: grid;
  gap: var(--space-5);
`;

const Stack = Section.withComponent("div");

const Pronunciation = styled.p`
  max-width: var(--sizes-prose);
  font-family: var(--fonts-display);
  font-size: var(--font-sizes-lg);
  font-style: italic;
  color: var(--colors-text);
  white-space: pre-line;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: var(--space-5);
  padding: 0;
  list-style: none;
`;

const BookList = styled.ul`
  display: grid;
  gap: var(--space-4);
  padding: 0;
  list-style: none;
`;

const Book = styled.article(css`
  ${cardSurfaceStyles}
  display: grid;
  gap: var(--space-2);
  padding: var(--space-5);
  border-left: 4px solid var(--colors-highlight);
  @media (min-width: 768px) {
    padding: var(--space-5) var(--space-6);
  }
`);

const BookTitle = styled.h3(css`
  ${cardTitleStyles}
  /* The title leads to the book's page. A plain link: the CMS's preview draws this page too. */
  a {
    color: inherit;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
  }
  a:hover {
    color: var(--colors-accent);
  }
`);

const Release = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0 var(--space-2);
  margin-top: var(--space-1);
  font-size: var(--font-sizes-sm);
  dt {
    font-weight: var(--font-weights-semibold);
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: var(--colors-focus);
  }
  dd {
    margin: 0;
    color: var(--colors-text-muted);
  }
`;

const Contact = styled.div`
  display: grid;
  justify-items: start;
  gap: var(--space-4);
  max-width: var(--sizes-prose);
  padding: var(--space-5);
  background: var(--colors-surface-alt);
  border-radius: var(--radii-md);
  @media (min-width: 768px) {
    padding: var(--space-6);
  }
`;

const MailLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  min-height: var(--sizes-tap-target);
  color: var(--colors-link);
  font-weight: var(--font-weights-semibold);
  text-underline-offset: 0.25em;
  /* An address has no spaces to wrap at; it breaks anywhere rather than widening the page. */
  overflow-wrap: anywhere;
  svg {
    flex: none;
  }
  &:hover {
    color: var(--colors-accent-hover);
  }
`;

const IDS = {
  title: "press-title",
  bios: "press-bios",
  pronunciation: "press-pronunciation",
  downloads: "press-downloads",
  books: "press-books",
  contact: "press-contact",
} as const;

/** The press kit (/press/, content/settings/press.json): bios to copy, saying the name, pictures, books, contact. */
export function PressKit({ heading, intro, bios, pronunciation, downloads, books, contact }: PressKitProps) {
  const { copied, copy } = useCopyText();
  return (
    <article aria-labelledby={IDS.title}>
      <PageBanner titleId={IDS.title} heading={heading} intro={intro} />
      <Container>
        <Sections>
          <Section aria-labelledby={IDS.bios}>
            <SectionHeading id={IDS.bios}>{bios.heading}</SectionHeading>
            <Stack>
              {bios.items.map((bio) => (
                <BioCard
                  key={bio.id}
                  bio={bio}
                  copyLabel={bios.copyLabel}
                  copiedMessage={bios.copiedMessage}
                  copied={copied === bio.id}
                  onCopy={(item) => void copy(item.id, item.text)}
                />
              ))}
            </Stack>
          </Section>

          <Section aria-labelledby={IDS.pronunciation}>
            <SectionHeading id={IDS.pronunciation}>{pronunciation.heading}</SectionHeading>
            <Pronunciation>{pronunciation.text}</Pronunciation>
          </Section>

          <Section aria-labelledby={IDS.downloads}>
            <SectionHeading id={IDS.downloads}>{downloads.heading}</SectionHeading>
            <Grid>
              {/* Two books may share a cover file, and in the CMS's preview no file has its address yet. */}
              {downloads.items.map((download, index) => (
                <li key={`${index} ${download.href}`}>
                  <DownloadCard download={download} />
                </li>
              ))}
            </Grid>
          </Section>

          {books.items.length > 0 ? (
            <Section aria-labelledby={IDS.books}>
              <SectionHeading id={IDS.books}>{books.heading}</SectionHeading>
              <BookList>
                {books.items.map((book) => (
                  <li key={book.address}>
                    <Book>
                      <BookTitle>
                        <a href={bookPath(book.address)}>{book.title}</a>
                      </BookTitle>
                      {book.subtitle ? <CardSubtitle>{book.subtitle}</CardSubtitle> : null}
                      <p>{book.pitch}</p>
                      <Release>
                        <dt>{books.releaseLabel}</dt>
                        <dd>
                          <time dateTime={book.isoDate}>{book.displayDate}</time>
                        </dd>
                      </Release>
                    </Book>
                  </li>
                ))}
              </BookList>
            </Section>
          ) : null}

          <Section aria-labelledby={IDS.contact}>
            <SectionHeading id={IDS.contact}>{contact.heading}</SectionHeading>
            <Contact>
              <p>{contact.text}</p>
              <MailLink href={mailtoHref(contact.email)}>
                <Icon name="mail" />
                {contact.email}
              </MailLink>
            </Contact>
          </Section>
        </Sections>
      </Container>
    </article>
  );
}
