import { screen, within } from "@testing-library/react";
import { Footer } from "../../../src/components/layout/footer";
import { renderWithTheme } from "../../fixtures/render";
import { siteSettingsFixture as settings } from "../../fixtures/site-settings";

function renderFooter() {
  return renderWithTheme(
    <Footer
      name={settings.name}
      tagline={settings.tagline}
      email={settings.email}
      logo={undefined}
      socials={settings.socials}
      buildYear={2025}
      labels={settings.labels}
    />,
  );
}

afterEach(() => jest.useRealTimers());

describe("Footer", () => {
  it("links the logo to /, shows the tagline and a mailto link", () => {
    renderFooter();
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "Test Author, home" })).toHaveAttribute("href", "/home/");
    expect(within(footer).getByText(settings.tagline)).toBeInTheDocument();
    expect(within(footer).getByRole("link", { name: /author@example\.com/ })).toHaveAttribute(
      "href",
      "mailto:author@example.com",
    );
  });

  it("links the three social profiles in new tabs", () => {
    renderFooter();
    const social = screen.getByRole("navigation", { name: "Social media" });
    const links = within(social).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(settings.socials.map((s) => s.href));
    expect(links.map((link) => link.textContent)).toEqual([
      "Instagram (opens in a new tab)",
      "Tiktok (opens in a new tab)",
      "LinkedIn (opens in a new tab)",
    ]);
    links.forEach((link) => expect(link).toHaveAttribute("rel", "noopener noreferrer"));
  });

  it("shows the current year, not the build's", () => {
    jest.useFakeTimers().setSystemTime(new Date(2032, 5, 1));
    renderFooter();
    expect(screen.getByText("© 2032 Test Author. All rights reserved.")).toBeInTheDocument();
  });
});
