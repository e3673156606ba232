/**
 * /home's page query takes the number of articles to show and the book it features from the page's
 * context: gatsby-node creates the page from src/templates/home.tsx with the content's
 * `articles.limit` and `books.featured`, each time createPages runs (as it does after every
 * content change in develop).
 */
import path from "node:path";
import { createPages } from "../../gatsby-node";

type CreatePagesArgs = Parameters<NonNullable<typeof createPages>>[0];

const HOME_TEMPLATE = path.resolve("src/templates/home.tsx");

function fakeActions() {
  return { createPage: jest.fn(), deletePage: jest.fn(), createRedirect: jest.fn() };
}

const nodesWithLimit = (limit: number) => (type: string) =>
  type === "HomeSettings" ? [{ articles: { limit }, books: { featured: "the-book" } }] : [];

describe("createPages", () => {
  it("creates /home/ once, from src/templates/home.tsx, with the content's current limit and featured book", async () => {
    const actions = fakeActions();
    const args = {
      actions,
      getNodesByType: nodesWithLimit(12),
      graphql: jest.fn().mockResolvedValue({ data: { allMdx: { nodes: [] } } }),
      reporter: { panicOnBuild: jest.fn() },
    };
    await createPages?.(args as unknown as CreatePagesArgs, { plugins: [] }, () => undefined);
    expect(actions.createPage).toHaveBeenCalledWith({
      path: "/home/",
      component: HOME_TEMPLATE,
      context: { articleLimit: 12, featuredBook: "the-book" },
    });
    expect(actions.createPage.mock.calls.filter(([page]) => page.path === "/home/")).toHaveLength(1);
    expect(actions.deletePage).not.toHaveBeenCalled();
  });
});
