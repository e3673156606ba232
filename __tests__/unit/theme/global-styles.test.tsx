import { render } from "@testing-library/react";
import { cssVariables } from "../../../src/theme/css-variables";
import { GlobalStyles } from "../../../src/theme/global-styles";

/** What Emotion wrote for the global styles (into the sheet's rules: <Global> inserts them one by one). */
const globalSheetText = () =>
  [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join("\n");

afterEach(() => {
  document.head.innerHTML = "";
});

describe("GlobalStyles", () => {
  it("writes every token and the reset into the document", () => {
    render(<GlobalStyles />);

    const text = globalSheetText();
    for (const name of cssVariables.keys()) expect(text).toContain(`${name}:`);
    expect(text).toMatch(/box-sizing:\s*border-box/);
  });
});
