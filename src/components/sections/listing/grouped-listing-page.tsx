import { css } from "@emotion/react";
import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { CardGrid } from "../../ui/card-grid";
import { standfirstStyles, type PageBannerProps } from "../../ui/page-hero";
import { SectionTitle } from "../../ui/section-heading";
import { ListingFrame } from "./listing-page";

/** A group under its h2 (whose id is `id`); `empty` is what it says without items (null leaves it out). */
export interface ListingGroup<T extends { path: string }> {
  id: string;
  heading: string;
  items: readonly T[];
  empty: string | null;
}

export interface GroupedListingPageProps<T extends { path: string }> extends PageBannerProps {
  groups: readonly ListingGroup<T>[];
  /** One item's card, put in a list item of its own; its title is an h3, under the group's h2. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Under the banner's standfirst (/events/: its calendar links). */
  children?: ReactNode;
}

/** The groups, in the listing pages' one column of reading width (ListingPage's CardList). */
const Groups = styled.div`
  display: grid;
  gap: var(--space-8);
  max-width: 48rem;
  margin: 0 auto;
  padding: var(--space-7) 0 var(--space-8);
`;

const Empty = styled.p(css`
  ${standfirstStyles}
  margin-top: var(--space-4);
`);

/** A listing page whose items fall in groups (/events/: to come, then past), each under its h2. */
export function GroupedListingPage<T extends { path: string }>({
  groups,
  renderItem,
  children,
  ...banner
}: GroupedListingPageProps<T>) {
  return (
    <ListingFrame {...banner} bannerEnd={children}>
      <Groups>
        {groups
          .filter((group) => group.items.length > 0 || group.empty !== null)
          .map((group) => (
            <section key={group.id} aria-labelledby={group.id}>
              <SectionTitle id={group.id}>{group.heading}</SectionTitle>
              {group.items.length > 0 ? (
                <CardGrid spacing="wide">
                  {group.items.map((item, index) => (
                    <li key={item.path}>{renderItem(item, index)}</li>
                  ))}
                </CardGrid>
              ) : (
                <Empty>{group.empty}</Empty>
              )}
            </section>
          ))}
      </Groups>
    </ListingFrame>
  );
}
