import { render } from "@testing-library/react";
import { PageRoot } from "../../../src/components/layout/root";

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
});
