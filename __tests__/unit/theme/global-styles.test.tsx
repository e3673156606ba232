import { render } from "@testing-library/react";
import * as React from "react";
import { cssVariables } from "../../../src/theme/css-variables";

/** The global-styles module loaded afresh (with this file's React), with Emotion's `css` counted. */
async function loadWithCountedCss() {
  let module: typeof import("../../../src/theme/global-styles") | undefined;
  const css = jest.fn();
  await jest.isolateModulesAsync(async () => {
    jest.doMock("react", () => React);
    jest.doMock("@emotion/react", () => {
      const emotion = jest.requireActual("@emotion/react");
      css.mockImplementation(emotion.css);
      return { ...emotion, css };
    });
    module = await import("../../../src/theme/global-styles");
  });
  jest.dontMock("@emotion/react");
  jest.dontMock("react");
  return { GlobalStyles: module!.GlobalStyles, css };
}

/** What Emotion wrote for the global styles (into the sheet's rules: <Global> inserts them one by one). */
const globalSheetText = () =>
  [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join("\n");

afterEach(() => {
  document.head.innerHTML = "";
});

describe("GlobalStyles", () => {
  it("makes its CSS when it first renders, not when the app loads it, and only once", async () => {
    const { GlobalStyles, css } = await loadWithCountedCss();
    expect(css).not.toHaveBeenCalled();

    const { unmount } = render(<GlobalStyles />);
    unmount();
    render(<GlobalStyles />);

    expect(css).toHaveBeenCalledTimes(1);
  });

  it("writes every token and the reset into the document", async () => {
    const { GlobalStyles } = await loadWithCountedCss();
    render(<GlobalStyles />);

    const text = globalSheetText();
    for (const name of cssVariables.keys()) expect(text).toContain(`${name}:`);
    expect(text).toMatch(/box-sizing:\s*border-box/);
  });
});
