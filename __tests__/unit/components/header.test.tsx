import { act, fireEvent, screen, within } from "@testing-library/react";
import { Header, type HeaderProps } from "../../../src/components/layout/header";
import { buildNavigation } from "../../../src/lib/build-navigation";
import { expectNewTab, renderInPage } from "../../fixtures/render";
import { interviewsFixture, siteSettingsFixture as settings } from "../../fixtures/site-settings";

const props: HeaderProps = { settings, autoHide: false };
const navigation = buildNavigation(settings);

/** The desktop navigation, hidden here (jsdom applies no media queries), so its queries pass `hidden: true`. */
function desktopNav(): HTMLElement {
  const nav = screen.getByRole("banner").querySelector<HTMLElement>('nav[aria-label="Main"]');
  if (!nav) throw new Error("No desktop navigation");
  return nav;
}
/** Hidden elements have no accessible name, so the bar's entries are found by text. */
function menuButton(title: string, root: HTMLElement = desktopNav()) {
  const button = within(root).getByText(title).closest("button");
  if (!button) throw new Error(`The ${title} entry is not a button`);
  return button;
}
const booksButton = () => menuButton("Books");
const linkIn = (root: HTMLElement, text: string) => within(root).getByText(text).closest("a");
/** The list a menu button shows and hides. */
const listOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement;
const entriesOf = (list: HTMLElement) => Array.from(list.querySelectorAll("a"));

describe("Header", () => {
  it("links the brand home and each link entry to its page, marking the current one in the bar and the panel", () => {
    renderInPage(<Header {...props} currentPath="/home/#about" />);
    // Off /home (autoHide false) nothing hides the header.
    expect(screen.getByRole("banner")).not.toHaveAttribute("data-autohide");
    expect(screen.getByRole("banner")).not.toHaveAttribute("data-past");
    expect(screen.getAllByRole("link", { name: "Test Author, home" })[0]).toHaveAttribute("href", "/home/");
    const nav = desktopNav();
    for (const item of navigation.filter((entry) => entry.kind === "link")) {
      expect(linkIn(nav, item.title)).toHaveAttribute("href", item.link);
    }
    expect(linkIn(nav, "About")).toHaveAttribute("aria-current", "page");
    expect(linkIn(nav, "Home")).not.toHaveAttribute("aria-current");
    const panel = document.getElementById("mobile-menu") as HTMLElement;
    expect(within(panel).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
  });

  // Which books it lists is buildNavigation's (build-navigation.test.ts); a menu's popover and links, the menu below.
  it("gives the Books button its popover, an entry's badge after its title", () => {
    renderInPage(<Header {...props} />);
    const button = booksButton();
    expect(button).toHaveAttribute("popovertarget", listOf(button).id);
    expect(entriesOf(listOf(button)).map((entry) => entry.textContent)).toEqual([
      "The First Book",
      "The Second BookComing soon",
    ]);
  });

  it("opens the Books list on mouse hover and closes it on leaving, unless a click pinned it open", () => {
    renderInPage(<Header {...props} />);
    const button = booksButton();
    const list = listOf(button);
    const wrapper = button.parentElement as HTMLElement;
    fireEvent.pointerOver(wrapper, { pointerType: "mouse" });
    expect(list.matches(":popover-open")).toBe(true);
    fireEvent.pointerOut(wrapper, { pointerType: "mouse" });
    expect(list.matches(":popover-open")).toBe(false);
    fireEvent.pointerOver(wrapper, { pointerType: "mouse" });
    // The browser would toggle the hovered list shut on this click: the handler stops it.
    expect(fireEvent.click(button)).toBe(false);
    fireEvent.pointerOut(wrapper, { pointerType: "mouse" });
    expect(list.matches(":popover-open")).toBe(true);
    // A later click is the browser's toggle again.
    expect(fireEvent.click(button)).toBe(true);
  });

  it("leaves the Books list to the browser for touch pointers, which do not hover", () => {
    renderInPage(<Header {...props} />);
    const button = booksButton();
    fireEvent.pointerOver(button.parentElement as HTMLElement, { pointerType: "touch" });
    expect(listOf(button).matches(":popover-open")).toBe(false);
    expect(fireEvent.click(button)).toBe(true);
  });

  it("gives the menu toggle the panel to open, named for each state, with the social profiles", () => {
    renderInPage(<Header {...props} />);
    const toggle = screen.getByRole("button", { name: /menu/ });
    const panel = listOf(toggle);
    expect(toggle).toHaveAttribute("popovertarget", "mobile-menu");
    expect(panel).toHaveAttribute("popover", "auto");
    // The stylesheet shows one name or the other as the panel is shut or open.
    expect(toggle.querySelector('[data-when="closed"]')).toHaveTextContent("Open menu");
    expect(toggle.querySelector('[data-when="open"]')).toHaveTextContent("Close menu");
    // Its page links are the navigation's (the last test here).
    expect(
      within(panel).getAllByRole("link", { name: /on (Instagram|Tiktok|LinkedIn)|opens in a new tab/ }),
    ).toHaveLength(3);
  });

  it("labels social icon links with the network for screen readers", () => {
    renderInPage(<Header {...props} />);
    const link = screen.getAllByRole("link", {
      name: "Test Author on Instagram (opens in a new tab)",
      hidden: true,
    })[0];
    expectNewTab(link, "https://instagram.example.com/test");
  });

  describe("on /home (autoHide)", () => {
    beforeEach(() => {
      Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
      Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
    });

    it("where the browser has no scroll-driven animations (as jsdom), its script reveals it past innerHeight - 30", async () => {
      renderInPage(<Header {...props} autoHide />);
      const banner = screen.getByRole("banner");
      expect(banner).toHaveAttribute("data-autohide");
      expect(banner).toHaveAttribute("data-past", "false");
      Object.defineProperty(window, "scrollY", { value: 771, configurable: true });
      await act(async () => {
        window.dispatchEvent(new Event("scroll"));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      });
      expect(banner).toHaveAttribute("data-past", "true");
    });
  });

  // Which interviews the menu lists is buildNavigation's rule (build-navigation.test.ts); here, how
  // the header shows a menu with a link to a page of them all.
  describe("a menu with more than it lists (seven interviews)", () => {
    const withSeven = { ...settings, interviews: interviewsFixture(7) };
    const menu = buildNavigation(withSeven).find((entry) => entry.title === "Interviews");
    if (menu?.kind !== "menu" || !menu.more) throw new Error("The fixture has no interviews menu with more");
    const hrefs = [...menu.entries, menu.more].map((entry) => entry.link);
    const renderOn = (currentPath?: string) =>
      renderInPage(<Header {...props} settings={withSeven} currentPath={currentPath} />);
    const mobilePanel = () => document.getElementById("mobile-menu") as HTMLElement;
    /** The mobile panel's menu: a <details> whose summary carries the title. */
    const panelMenu = () => within(mobilePanel()).getByText("Interviews").closest("details") as HTMLDetailsElement;

    it("is a button whose popover lists its entries, then the link to all of them", () => {
      renderOn();
      const list = listOf(menuButton("Interviews"));
      expect(list).toHaveAttribute("popover", "auto");
      const entries = entriesOf(list);
      expect(entries.map((entry) => [entry.textContent, entry.getAttribute("href")])).toEqual(
        [...menu.entries, menu.more].map((entry) => [entry?.title, entry?.link]),
      );
    });

    it("closes when focus moves on past its last entry", () => {
      renderOn();
      const list = listOf(menuButton("Interviews"));
      list.showPopover();
      act(() => entriesOf(list).at(-1)?.focus());
      expect(list.matches(":popover-open")).toBe(true);
      act(() => (linkIn(desktopNav(), "Articles") as HTMLElement).focus());
      expect(list.matches(":popover-open")).toBe(false);
    });

    it.each([
      ["an entry", hrefs[1], true],
      ["the link to all", hrefs.at(-1), true],
      ["a page it does not list", "/home/", false],
    ])("on %s, marks only the current entry, and its button shows whether it holds the page", (_, path, holds) => {
      renderOn(path);
      const button = menuButton("Interviews");
      expect(button).toHaveAttribute("data-current", String(holds));
      const current = entriesOf(listOf(button)).filter((entry) => entry.getAttribute("aria-current") === "page");
      expect(current.map((entry) => entry.getAttribute("href"))).toEqual(holds ? [path] : []);
    });

    it("in the mobile panel: a <details> with the same entries, shut; choosing one closes the panel", () => {
      renderOn();
      const details = panelMenu();
      expect(details.open).toBe(false);
      const entries = within(details).getAllByRole("link", { hidden: true });
      expect(entries.map((entry) => entry.getAttribute("href"))).toEqual(hrefs);
      mobilePanel().showPopover();
      // jsdom cannot load another page: the click is only followed as far as the site's handlers.
      const stayHere = (event: Event) => event.preventDefault();
      window.addEventListener("click", stayHere);
      fireEvent.click(entries[0]);
      window.removeEventListener("click", stayHere);
      expect(mobilePanel().matches(":popover-open")).toBe(false);
    });

    it("in the mobile panel: opened from the start on a page it lists, with that entry marked", () => {
      renderOn(hrefs[2]);
      const details = panelMenu();
      expect(details.open).toBe(true);
      expect(within(details).getByRole("link", { name: menu.entries[2].title })).toHaveAttribute(
        "aria-current",
        "page",
      );
    });
  });

  it("has no social navigation, in the bar or the menu, when there are no profiles", () => {
    renderInPage(<Header {...props} settings={{ ...settings, socials: [] }} />);
    const banner = screen.getByRole("banner");
    expect(within(banner).queryAllByRole("navigation", { name: "Social media", hidden: true })).toHaveLength(0);
    const panel = document.getElementById("mobile-menu") as HTMLElement;
    expect(
      within(panel)
        .getAllByRole("link", { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(navigation.map((item) => item.title));
  });
});
