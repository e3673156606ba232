import type { ReactNode } from "react";
import { Container } from "../../ui/container";
import { CardList } from "../../ui/linked-card";
import { PageBanner, type PageBannerProps } from "../../ui/page-hero";

export interface ListingPageProps<T extends { path: string }> extends PageBannerProps {
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
export function ListingFrame({
  children,
  bannerEnd,
  ...banner
}: PageBannerProps & { children: ReactNode; bannerEnd?: ReactNode }) {
  return (
    <section aria-labelledby={banner.titleId}>
      <PageBanner {...banner}>{bannerEnd}</PageBanner>
      <Container>{children}</Container>
    </section>
  );
}
