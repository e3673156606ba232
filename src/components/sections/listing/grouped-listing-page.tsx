import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { Container } from "../../ui/container";
import { ListingHero } from "./listing-page";

export interface ListingGroup<T extends { path: string }> {
  /** The id of the group's h2, which names its section. */
  id: string;
  heading: string;
  /** In the order shown; each item's page address is its key. */
  items: readonly T[];
  /** What the group says when it has no items; null leaves an empty group out. */
  empty: string | null;
}

export interface GroupedListingPageProps<T extends { path: string }> {
  titleId: string;
  heading: string;
  intro: string;
  groups: readonly ListingGroup<T>[];
  /** One item's card, put in a list item of its own; its title is an h3, under the group's h2. */
  renderItem: (item: T, index: number) => ReactNode;
}

/** The groups, in the listing pages' one column of reading width (ListingPage's CardList). */
const Groups = styled.div`
  display: grid;
  gap: var(--space-8);
  max-width: 48rem;
  margin: 0 auto;
  padding: var(--space-7) 0 var(--space-8);
`;

const GroupTitle = styled.h2`
  font-family: var(--fonts-display);
  font-size: var(--font-sizes-xxl);
  font-weight: var(--font-weights-semibold);
  line-height: var(--line-heights-heading);
  color: var(--colors-heading);
  text-wrap: balance;
`;

const Cards = styled.ol`
  display: grid;
  gap: var(--space-5);
  margin: var(--space-5) 0 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  margin-top: var(--space-4);
  font-family: var(--fonts-display);
  font-size: var(--font-sizes-lg);
  font-style: italic;
  color: var(--colors-text-muted);
`;

/**
 * A listing page whose items fall in groups (/events/: to come, then past): the listing's banner,
 * then each group under its h2, its items in linked cards as ListingPage shows them.
 */
export function GroupedListingPage<T extends { path: string }>({
  titleId,
  heading,
  intro,
  groups,
  renderItem,
}: GroupedListingPageProps<T>) {
  return (
    <section aria-labelledby={titleId}>
      <ListingHero titleId={titleId} heading={heading} intro={intro} />
      <Container>
        <Groups>
          {groups
            .filter((group) => group.items.length > 0 || group.empty !== null)
            .map((group) => (
              <section key={group.id} aria-labelledby={group.id}>
                <GroupTitle id={group.id}>{group.heading}</GroupTitle>
                {group.items.length > 0 ? (
                  <Cards>
                    {group.items.map((item, index) => (
                      <li key={item.path}>{renderItem(item, index)}</li>
                    ))}
                  </Cards>
                ) : (
                  <Empty>{group.empty}</Empty>
                )}
              </section>
            ))}
        </Groups>
      </Container>
    </section>
  );
}
