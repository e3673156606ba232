import { screen, within } from "@testing-library/react";
import { About } from "../../../src/components/sections/about/about";
import { imageFixture } from "../../fixtures/image";
import { renderInPage } from "../../fixtures/render";

// The last two begin alike: each is still shown once.
const paragraphs = [
  ...Array.from({ length: 5 }, (_, i) => `Paragraph ${i + 1} of the biography.`),
  "The same opening words, then one ending.",
  "The same opening words, then another ending.",
];

function renderAbout(text: string[]) {
  renderInPage(
    <About heading="About Test Author" portrait={imageFixture("portrait")} portraitAlt="Portrait" paragraphs={text} />,
  );
  return screen.getByRole("region", { name: "About Test Author" });
}

describe("About", () => {
  it("shows the portrait, the heading and every paragraph, each once", () => {
    const section = renderAbout(paragraphs);
    expect(section).toHaveAttribute("id", "about");
    expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent("About Test Author");
    expect(section.querySelector('img[alt="Portrait"]')).not.toBeNull();
    expect(Array.from(section.querySelectorAll("p"), (p) => p.textContent)).toEqual(paragraphs);
  });

  it("keeps the portrait and heading and leaves the text block out when there are no paragraphs", () => {
    const section = renderAbout([]);
    expect(section.querySelector('img[alt="Portrait"]')).not.toBeNull();
    expect(section.querySelectorAll("p")).toHaveLength(0);
    const heading = within(section).getByRole("heading", { level: 2 });
    expect(heading.nextElementSibling).toBeNull();
  });
});
