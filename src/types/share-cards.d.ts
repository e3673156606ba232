/** Each page's share card by its path, as the build records it before the pages are rendered (plugins/site-content/share-cards.ts). */
declare module "*/fonts/generated/share-cards.json" {
  const cards: Record<string, { src: string; width: number; height: number; alt: string }>;
  export default cards;
}
