import { assignArticleIds } from "../../../src/admin/article-ids";

describe("assignArticleIds", () => {
  it("keeps every existing id", () => {
    const articles = [{ id: 3 }, { id: 1 }, { id: 8 }];
    expect(assignArticleIds(articles)).toEqual(articles);
  });

  it.each([
    ["missing", [{ id: 4 }, { id: 9 }, {}], [4, 9, 10]],
    ["not a whole number", [{ id: 2 }, { id: "x" }], [2, 3]],
    ["taken by an earlier article", [{ id: 5 }, { id: 5 }], [5, 6]],
    ["missing on two new articles", [{ id: 1 }, {}, {}], [1, 2, 3]],
    ["missing on the first article ever", [{}], [1]],
  ])("gives the highest id plus one where the id is %s", (_case, articles, ids) => {
    expect(assignArticleIds(articles as { id?: unknown }[]).map((article) => article.id)).toEqual(ids);
  });
});
