/**
 * /home's page query takes the number of articles to show from the page's context: gatsby-node
 * puts the content's `articles.limit` there when Gatsby creates the page from src/pages/home.tsx,
 * and again each time createPages runs (as it does after every content change in develop).
 */
import path from "node:path";
import type { Actions, Page } from "gatsby";
import { createPages, onCreatePage } from "../../gatsby-node";

type OnCreatePageArgs = Parameters<NonNullable<typeof onCreatePage>>[0];
type CreatePagesArgs = Parameters<NonNullable<typeof createPages>>[0];

const HOME_COMPONENT = path.resolve("src/pages/home.tsx");

function fakeActions() {
  return { createPage: jest.fn(), deletePage: jest.fn(), createRedirect: jest.fn() };
}

const nodesWithLimit = (limit: number) => (type: string) => (type === "HomeSettings" ? [{ articles: { limit } }] : []);

function runOnCreatePage(page: Page, limit: number) {
  const actions = fakeActions();
  const args = { page, actions: actions as unknown as Actions, getNodesByType: nodesWithLimit(limit) };
  onCreatePage?.(args as unknown as OnCreatePageArgs, { plugins: [] }, () => undefined);
  return actions;
}

describe("onCreatePage", () => {
  it("gives /home/ the content's article limit in its context", () => {
    const page = { path: "/home/", component: HOME_COMPONENT, context: {} };
    const actions = runOnCreatePage(page, 5);
    expect(actions.deletePage).toHaveBeenCalledWith(page);
    expect(actions.createPage).toHaveBeenCalledWith({ ...page, context: { articleLimit: 5 } });
  });

  it("leaves /home/ alone once it has that limit, and every other page always", () => {
    const home = { path: "/home/", component: HOME_COMPONENT, context: { articleLimit: 5 } };
    const other = { path: "/404/", component: path.resolve("src/pages/404.tsx"), context: {} };
    for (const page of [home, other]) {
      const actions = runOnCreatePage(page, 5);
      expect(actions.deletePage).not.toHaveBeenCalled();
      expect(actions.createPage).not.toHaveBeenCalled();
    }
  });

  it("replaces a limit that is out of date", () => {
    const page = { path: "/home/", component: HOME_COMPONENT, context: { articleLimit: 8 } };
    const actions = runOnCreatePage(page, 3);
    expect(actions.createPage).toHaveBeenCalledWith({ ...page, context: { articleLimit: 3 } });
  });
});

describe("createPages", () => {
  it("creates /home/ from src/pages/home.tsx with the content's current limit", async () => {
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
      component: HOME_COMPONENT,
      context: { articleLimit: 12 },
    });
  });
});
