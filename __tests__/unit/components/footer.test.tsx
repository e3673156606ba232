import { screen, within } from "@testing-library/react";
import { Footer } from "../../../src/components/layout/footer";
import type { SiteSettings } from "../../../src/types/content";
import { renderInPage } from "../../fixtures/render";
import { siteSettingsFixture as settings } from "../../fixtures/site-settings";

function renderFooter(overrides: Partial<SiteSettings> = {}, currentPath?: string) {
  return renderInPage(<Footer settings={{ ...settings, buildYear: 2025, ...overrides }} currentPath={currentPath} />);
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

  it("links every social profile in a new tab", () => {
    renderFooter();
    // Named by its heading, apart from the header's "Social media" landmark.
    const social = screen.getByRole("navigation", { name: settings.labels.followHeading });
    const links = within(social).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(settings.socials.map((s) => s.href));
    expect(links.map((link) => link.textContent)).toEqual(
      settings.socials.map((s) => `${s.label} ${settings.labels.newTab}`),
    );
    links.forEach((link) => expect(link).toHaveAttribute("rel", "noopener noreferrer"));
  });

  it("shows the current year, not the build's", () => {
    jest.useFakeTimers().setSystemTime(new Date(2032, 5, 1));
    renderFooter();
    expect(screen.getByText("© 2032 Test Author. All rights reserved.")).toBeInTheDocument();
  });

  it("leaves the social column out, heading and all, when there are no profiles", () => {
    renderFooter({ socials: [] });
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).queryByRole("navigation")).toBeNull();
    expect(within(footer).queryByText(settings.labels.followHeading)).toBeNull();
    expect(within(footer).getByText(settings.labels.contactHeading)).toBeInTheDocument();
  });

  it("links the site's own pages beside the copyright, marking the current one", () => {
    renderFooter({}, "/press/");
    const footer = screen.getByRole("contentinfo");
    const books = within(footer).getByRole("link", { name: settings.booksPage.allBooks });
    expect(books).toHaveAttribute("href", "/books/");
    expect(books).not.toHaveAttribute("aria-current");
    const press = within(footer).getByRole("link", { name: settings.pressKit.footerLink });
    expect(press).toHaveAttribute("href", "/press/");
    expect(press).toHaveAttribute("aria-current", "page");
  });
});
