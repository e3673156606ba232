import { act } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { HydrateLater } from "../../../src/components/layout/hydrate-later";
import { hydrateInTransition } from "../../../src/lib/hydrate";

// A page as the site builds them: a part hydrated with the root, a section in its own boundary.
function Toggle({ id }: { id: string }) {
  const [on, setOn] = useState(false);
  return (
    <button type="button" data-testid={id} aria-label={on ? "Play" : "Pause"} onClick={() => setOn(!on)}>
      {id}
    </button>
  );
}
const page = (
  <main>
    <Toggle id="header" />
    <HydrateLater>
      <section>
        <Toggle id="section" />
      </section>
    </HydrateLater>
  </main>
);

function mount(html: string) {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

describe("hydrateInTransition (gatsby-browser's replaceHydrateFunction)", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("hydrates the server markup in place, sections in their own boundary included, and every part answers", async () => {
    const container = mount(renderToString(page));
    const serverMarkup = container.innerHTML;
    const serverButton = container.querySelector('[data-testid="section"]');
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);

    await act(async () => {
      hydrateInTransition(page, container);
    });

    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.innerHTML).toBe(serverMarkup);
    // Hydrated, not rendered again: the server's own element is the one that answers.
    const section = container.querySelector<HTMLButtonElement>('[data-testid="section"]');
    expect(section).toBe(serverButton);
    await act(async () => {
      section?.click();
      container.querySelector<HTMLButtonElement>('[data-testid="header"]')?.click();
    });
    expect(section).toHaveAttribute("aria-label", "Play");
    expect(container.querySelector('[data-testid="header"]')).toHaveAttribute("aria-label", "Play");
  });

  it("renders into a container with no server markup (gatsby develop)", async () => {
    const container = mount("");
    await act(async () => {
      hydrateInTransition(page, container);
    });
    expect(container.querySelectorAll("button")).toHaveLength(2);
  });
});
