import { screen, within } from "@testing-library/react";
import { About } from "../../../src/components/sections/about/about";
import { imageFixture } from "../../fixtures/image";
import { renderWithTheme } from "../../fixtures/render";

const paragraphs = Array.from({ length: 7 }, (_, i) => `Paragraph ${i + 1} of the biography.`);

describe("About", () => {
  it("shows the portrait, the heading and all seven paragraphs", () => {
    renderWithTheme(
      <About
        heading="About Test Author"
        portrait={imageFixture("portrait")}
        portraitAlt="Portrait"
        paragraphs={paragraphs}
      />,
    );
    const section = screen.getByRole("region", { name: "About Test Author" });
    expect(section).toHaveAttribute("id", "about");
    expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent("About Test Author");
    expect(section.querySelector('img[alt="Portrait"]')).not.toBeNull();
    const shown = paragraphs.map((text) => within(section).getByText(text));
    expect(shown).toHaveLength(7);
  });
});
