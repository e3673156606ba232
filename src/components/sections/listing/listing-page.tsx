import type { ReactNode } from "react";
import { Container } from "../../ui/container";
import { CardList } from "../../ui/linked-card";
import { PageHero, PageStandfirst, PageTitle } from "../../ui/page-hero";

export interface ListingPageProps<T extends { path: string }> {
  /** The id of the page's h1, which names the section. */
  titleId: string;
  heading: string;
  intro: string;
  /** In the order shown; each item's page address is its key. */
  items: readonly T[];
  /** One item's card, put in a list item of its own. */
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * A page that lists one collection (/books/, /interviews/): the banner with the page's title and
 * its standfirst, then one linked card per item. The card is the collection's own.
 */
export function ListingPage<T extends { path: string }>({
  titleId,
  heading,
  intro,
  items,
  renderItem,
}: ListingPageProps<T>) {
  return (
    <section aria-labelledby={titleId}>
      <ListingHero titleId={titleId} heading={heading} intro={intro} />
      <Container>
        <CardList>
          {items.map((item, index) => (
            <li key={item.path}>{renderItem(item, index)}</li>
          ))}
        </CardList>
      </Container>
    </section>
  );
}

/** A listing page's banner: its title (the page's one h1) and its standfirst, centred on a tinted band. */
export function ListingHero({ titleId, heading, intro }: { titleId: string; heading: string; intro: string }) {
  return (
    <PageHero>
      <Container>
        <PageTitle id={titleId}>{heading}</PageTitle>
        <PageStandfirst>{intro}</PageStandfirst>
      </Container>
    </PageHero>
  );
}
