import type { ReactNode } from "react";
import { Container } from "../../ui/container";
import { CardList } from "../../ui/linked-card";
import { PageHero, PageStandfirst, PageTitle } from "../../ui/page-hero";

/** What a listing page's banner says; `titleId` is its h1's, which names the section. */
export interface ListingBanner {
  titleId: string;
  heading: string;
  intro: string;
}

/** Items listed in cards, in the order shown, each keyed by its page's address and drawn by renderItem. */
export interface ListingItems<T extends { path: string }> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
}

export interface ListingPageProps<T extends { path: string }> extends ListingBanner, ListingItems<T> {}

/** A page that lists one collection (/books/, /interviews/): the banner, then one card per item. */
export function ListingPage<T extends { path: string }>({ items, renderItem, ...banner }: ListingPageProps<T>) {
  return (
    <ListingFrame {...banner}>
      <CardList>
        <ListingCards items={items} renderItem={renderItem} />
      </CardList>
    </ListingFrame>
  );
}

/** A listing page's section, named by its title: the banner (its h1 and standfirst), then the items' list. */
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
