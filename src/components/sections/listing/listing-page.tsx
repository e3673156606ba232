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

export interface ListingPageProps<T extends { path: string }> extends ListingBanner {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
}

/** A page that lists one collection (/books/, /interviews/): the banner, then one card per item. */
export function ListingPage<T extends { path: string }>({ items, renderItem, ...banner }: ListingPageProps<T>) {
  return (
    <ListingFrame {...banner}>
      <CardList>
        {items.map((item, index) => (
          <li key={item.path}>{renderItem(item, index)}</li>
        ))}
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
