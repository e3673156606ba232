/** Numbers new articles on save: an id missing, not whole or taken by an earlier one becomes the highest plus one. */
export function assignArticleIds<T extends { id?: unknown }>(articles: readonly T[]): (T & { id: number })[] {
  const isId = (id: unknown): id is number => typeof id === "number" && Number.isInteger(id);
  let next = Math.max(0, ...articles.map((article) => (isId(article.id) ? article.id : 0))) + 1;
  const seen = new Set<number>();
  return articles.map((article) => {
    if (isId(article.id) && !seen.has(article.id)) {
      seen.add(article.id);
      return article as T & { id: number };
    }
    const id = next;
    next += 1;
    seen.add(id);
    return { ...article, id };
  });
}
