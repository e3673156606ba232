import type { ReactNode } from "react";
import { Container } from "../../ui/container";
import { CardList } from "../../ui/linked-card";
import { PageHero, PageStandfirst, PageTitle } from "../../ui/page-hero";

/** What a listing page's banner says. */
export interface ListingBanner {
  /** The id of the page's h1, which names the section. */
  titleId: string;
  heading: string;
  intro: string;
}

/** Items listed in cards: each item's page address is its key. */
export interface ListingItems<T extends { path: string }> {
  /** In the order shown. */
  items: readonly T[];
  /** One item's card, put in a list item of its own. */
  renderItem: (item: T, index: number) => ReactNode;
}

export interface ListingPageProps<T extends { path: string }> extends ListingBanner, ListingItems<T> {}

/**
 * A page that lists one collection (/books/, /interviews/): the banner with the page's title and
 * its standfirst, then one linked card per item. The card is the collection's own.
 */
export function ListingPage<T extends { path: string }>({ items, renderItem, ...banner }: ListingPageProps<T>) {
  return (
    <ListingFrame {...banner}>
      <CardList>
        <ListingCards items={items} renderItem={renderItem} />
      </CardList>
    </ListingFrame>
  );
}

/**
 * A listing page's section, named by its title: the banner (the page's one h1 and its standfirst,
 * centred on a tinted band), then what lists the items, in the page's container.
 */
export function ListingFrame({ titleId, heading, intro, children }: ListingBanner & { children: ReactNode }) {
  return (
    <section aria-labelledby={titleId}>
      <PageHero>
        <Container>
          <PageTitle id={titleId}>{heading}</PageTitle>
          <PageStandfirst>{intro}</PageStandfirst>
        </Container>
      </PageHero>
      <Container>{children}</Container>
    </section>
  );
}

/** The items' list entries, a card in each, for the list around them. */
export function ListingCards<T extends { path: string }>({ items, renderItem }: ListingItems<T>) {
  return items.map((item, index) => <li key={item.path}>{renderItem(item, index)}</li>);
}
