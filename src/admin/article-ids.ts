/**
 * New articles get a number without the author typing one: on every save of the articles file,
 * an article whose id is missing, not a whole number, or already taken by an earlier article gets
 * the highest id plus one. Existing ids never change, so a save touches only what was edited.
 */
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
