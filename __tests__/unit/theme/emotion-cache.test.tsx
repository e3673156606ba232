import { CacheProvider } from "@emotion/react";
import styled from "@emotion/styled";
import { render } from "@testing-library/react";
import { createClientCache, SERVER_STYLES_ATTRIBUTE } from "../../../src/theme/emotion-cache";

const Box = styled.div`
  color: rgb(1, 2, 3);
`;
const Other = styled.div`
  color: rgb(9, 9, 9);
`;

function serverTag(ids: string[]) {
  const tag = document.createElement("style");
  tag.setAttribute(SERVER_STYLES_ATTRIBUTE, `css ${ids.join(" ")}`);
  tag.textContent = ids.map((id) => `.css-${id}{color:rgb(1, 2, 3);}`).join("");
  return tag;
}

afterEach(() => {
  document.head.innerHTML = "";
});

describe("createClientCache", () => {
  it("reports no server styles on a page without them (gatsby develop)", () => {
    expect(createClientCache(document).hasServerStyles).toBe(false);
  });

  it("marks every id of the server's tags as inserted and leaves the tags where they are", () => {
    const first = serverTag(["aaa", "bbb"]);
    const second = serverTag(["ccc"]);
    const marker = document.createElement("meta");
    document.head.append(first, second, marker);

    const { cache, hasServerStyles } = createClientCache(document);

    expect(hasServerStyles).toBe(true);
    expect(Object.keys(cache.inserted).sort()).toEqual(["aaa", "bbb", "ccc"]);
    expect([...document.head.children]).toEqual([first, second, marker]);
  });

  it("does not insert a rule the server already wrote, and inserts the ones it did not", () => {
    // Render once to learn the class name the component's styles hash to.
    const probe = createClientCache(document).cache;
    const { container, unmount } = render(
      <CacheProvider value={probe}>
        <Box />
      </CacheProvider>,
    );
    const id = (container.firstElementChild as HTMLElement).className.replace(/^css-/, "");
    unmount();
    document.head.innerHTML = "";

    document.head.append(serverTag([id]));
    const { cache } = createClientCache(document);
    render(
      <CacheProvider value={cache}>
        <Box />
        <Other />
      </CacheProvider>,
    );
    // Emotion may insert through the CSSOM rather than as text, so read the rules themselves.
    const rules = [...document.head.querySelectorAll("style")].flatMap((tag) => [
      ...((tag.sheet?.cssRules ?? []) as CSSRuleList),
    ]) as CSSStyleRule[];
    expect(rules.filter((rule) => rule.selectorText === `.css-${id}`)).toHaveLength(1);
    expect(rules.some((rule) => rule.style.color === "rgb(9, 9, 9)")).toBe(true);
  });
});
