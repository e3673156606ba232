import { act, render } from "@testing-library/react";
import { useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { HydrateLater } from "../../../src/components/layout/hydrate-later";
import { PageRoot } from "../../../src/components/layout/root";

/** Records what <html data-hydrated> was when its effect ran. */
function Probe({ name, seen }: { name: string; seen: Record<string, string | undefined> }) {
  useEffect(() => {
    seen[name] = document.documentElement.dataset.hydrated;
  });
  return <p>{name}</p>;
}

describe("PageRoot", () => {
  afterEach(() => delete document.documentElement.dataset.hydrated);

  it("marks <html data-hydrated> once the page and everything in it has mounted", () => {
    let childSawMarker: string | undefined = "not rendered";
    function Child() {
      childSawMarker = document.documentElement.dataset.hydrated;
      return <p>page</p>;
    }
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    render(
      <PageRoot globalStyles={false}>
        <Child />
      </PageRoot>,
    );
    expect(childSawMarker).toBeUndefined();
    expect(document.documentElement.dataset.hydrated).toBe("true");
  });

  it("waits for the sections that hydrate later before marking the page hydrated", async () => {
    const seen: Record<string, string | undefined> = {};
    const page = (
      <PageRoot globalStyles={false}>
        <Probe name="hero" seen={seen} />
        <HydrateLater>
          <Probe name="articles" seen={seen} />
        </HydrateLater>
        <HydrateLater>
          <Probe name="footer" seen={seen} />
        </HydrateLater>
      </PageRoot>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const serverMarkup = container.innerHTML;

    await act(async () => {
      hydrateRoot(container, page);
    });

    // Every effect ran before the marker, and hydrating changed nothing in the markup.
    expect(seen).toEqual({ hero: undefined, articles: undefined, footer: undefined });
    expect(document.documentElement.dataset.hydrated).toBe("true");
    expect(container.innerHTML).toBe(serverMarkup);
    container.remove();
  });
});
