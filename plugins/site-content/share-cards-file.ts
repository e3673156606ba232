import path from "node:path";

/** Where the build records each page's share card for the page renderer (git-ignored; see src/types/share-cards.d.ts). */
export const SHARE_CARDS_FILE = path.resolve("src/fonts/generated/share-cards.json");
