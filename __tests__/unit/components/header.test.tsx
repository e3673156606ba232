import { act, fireEvent, screen, within } from "@testing-library/react";
import { Header, type HeaderProps } from "../../../src/components/layout/header";
import { buildNavigation } from "../../../src/lib/build-navigation";
import { renderInPage } from "../../fixtures/render";
import { interviewsFixture, siteSettingsFixture as settings } from "../../fixtures/site-settings";

const props: HeaderProps = {
  name: settings.name,
  logo: undefined,
  homePath: "/home/",
  navigation: buildNavigation(settings),
  socials: settings.socials,
  labels: settings.labels,
  autoHide: false,
};

/**
 * The desktop navigation. jsdom applies no media queries, so the bar's "display: none below
 * md" hides it here: its queries pass `hidden: true`.
 */
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
  it("links the brand home and lists the navigation in order", () => {
    renderInPage(<Header {...props} />);
    expect(screen.getAllByRole("link", { name: "Test Author, home" })[0]).toHaveAttribute("href", "/home/");
    const nav = desktopNav();
    expect(linkIn(nav, "Home")).toHaveAttribute("href", "/home/");
    expect(linkIn(nav, "About")).toHaveAttribute("href", "/home/#about");
    expect(linkIn(nav, "Articles")).toHaveAttribute("href", "/home/#articles");
    expect(linkIn(nav, "Interview with Grace")).toHaveAttribute("href", "/interview-with-grace/");
  });

  it("gives the Books button a popover to open: both books, the second as coming soon", () => {
    renderInPage(<Header {...props} />);
    const button = booksButton();
    const list = listOf(button);
    expect(button).toHaveAttribute("popovertarget", list.id);
    expect(list).toHaveAttribute("popover", "auto");
    const entries = entriesOf(list);
    expect(entries.map((entry) => entry.textContent)).toEqual(["The First Book", "The Second BookComing soon"]);
    entries.forEach((entry) => expect(entry).toHaveAttribute("href", "/home/#books"));
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

  it("gives the menu toggle the panel to open, named for each state, with every link and the social profiles", () => {
    renderInPage(<Header {...props} />);
    const toggle = screen.getByRole("button", { name: /menu/ });
    const panel = listOf(toggle);
    expect(toggle).toHaveAttribute("popovertarget", "mobile-menu");
    expect(panel).toHaveAttribute("popover", "auto");
    // The stylesheet shows one name or the other as the panel is shut or open.
    expect(toggle.querySelector('[data-when="closed"]')).toHaveTextContent("Open menu");
    expect(toggle.querySelector('[data-when="open"]')).toHaveTextContent("Close menu");
    const names = within(panel)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names).toEqual(
      expect.arrayContaining([
        "Home",
        "About",
        "Books",
        "Articles",
        "Interview with Grace",
        expect.stringMatching(/^Instagram/),
      ]),
    );
    expect(
      within(panel).getAllByRole("link", { name: /on (Instagram|Tiktok|LinkedIn)|opens in a new tab/ }),
    ).toHaveLength(3);
  });

  it("closes the mobile panel when a link in it is chosen", () => {
    renderInPage(<Header {...props} />);
    const panel = document.getElementById("mobile-menu") as HTMLElement;
    panel.showPopover();
    fireEvent.click(within(panel).getByRole("link", { name: "About" }));
    expect(panel.matches(":popover-open")).toBe(false);
  });

  it("labels social icon links with the network for screen readers", () => {
    renderInPage(<Header {...props} />);
    const link = screen.getAllByRole("link", {
      name: "Test Author on Instagram (opens in a new tab)",
      hidden: true,
    })[0];
    expect(link).toHaveAttribute("href", "https://instagram.example.com/test");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
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

  describe("the interviews", () => {
    /** The header with `count` interviews (the fixture's hosts, newest first), on `currentPath`. */
    const renderWith = (count: number, currentPath?: string) => {
      const interviews = interviewsFixture(count);
      renderInPage(
        <Header {...props} navigation={buildNavigation({ ...settings, interviews })} currentPath={currentPath} />,
      );
      return interviews;
    };
    const mobilePanel = () => document.getElementById("mobile-menu") as HTMLElement;
    /** The mobile panel's menu: a <details> whose summary carries the title. */
    const panelMenu = (title: string) =>
      within(mobilePanel()).getByText(title).closest("details") as HTMLDetailsElement;

    it("without interviews: no entry for them, in the bar or the mobile panel", () => {
      renderWith(0);
      expect(within(desktopNav()).queryByText(/Interview/)).toBeNull();
      expect(within(mobilePanel()).queryByText(/Interview/)).toBeNull();
    });

    it("with one: the link named after its host, marked when it is the current page", () => {
      const [only] = renderWith(1, "/interview-with-grace/").newest;
      const link = linkIn(desktopNav(), `Interview with ${only.host}`);
      expect(link).toHaveAttribute("href", only.path);
      expect(link).toHaveAttribute("aria-current", "page");
      expect(within(desktopNav()).queryByText("Interviews")).toBeNull();
      expect(within(mobilePanel()).getByRole("link", { name: `Interview with ${only.host}` })).toHaveAttribute(
        "aria-current",
        "page",
      );
    });

    it("with three: a menu that lists them all, newest first, and no link to a page of them all", () => {
      const interviews = renderWith(3);
      const button = menuButton("Interviews");
      expect(listOf(button)).toHaveAttribute("popover", "auto");
      const entries = entriesOf(listOf(button));
      expect(entries.map((entry) => [entry.textContent, entry.getAttribute("href")])).toEqual(
        interviews.newest.map((interview) => [`Interview with ${interview.host}`, interview.path]),
      );
      expect(within(listOf(button)).queryByText("All interviews")).toBeNull();
      entries.forEach((entry) => expect(entry).not.toHaveAttribute("aria-current"));
    });

    it("with seven: the newest five, then a link to the page that lists them all", () => {
      const interviews = renderWith(7);
      const entries = entriesOf(listOf(menuButton("Interviews")));
      expect(entries).toHaveLength(6);
      expect(entries.slice(0, 5).map((entry) => entry.getAttribute("href"))).toEqual(
        interviews.newest.map((interview) => interview.path),
      );
      expect(entries[5]).toHaveTextContent("All interviews");
      expect(entries[5]).toHaveAttribute("href", "/interviews/");
    });

    it("closes when focus moves on past its last entry", () => {
      renderWith(3);
      const list = listOf(menuButton("Interviews"));
      list.showPopover();
      const entries = entriesOf(list);
      act(() => entries[2].focus());
      expect(list.matches(":popover-open")).toBe(true);
      act(() => (linkIn(desktopNav(), "Articles") as HTMLElement).focus());
      expect(list.matches(":popover-open")).toBe(false);
    });

    it("marks the current interview's entry, and its button shows that it holds the current page", () => {
      const interviews = renderWith(3, interviewsFixture(3).newest[1].path);
      const button = menuButton("Interviews");
      expect(button).toHaveAttribute("data-current", "true");
      const current = entriesOf(listOf(button)).filter((entry) => entry.getAttribute("aria-current") === "page");
      expect(current.map((entry) => entry.getAttribute("href"))).toEqual([interviews.newest[1].path]);
    });

    it("marks the link to all interviews on that page", () => {
      renderWith(7, "/interviews/");
      const button = menuButton("Interviews");
      expect(linkIn(listOf(button), "All interviews")).toHaveAttribute("aria-current", "page");
      expect(button).toHaveAttribute("data-current", "true");
    });

    it("does not mark the menu on a page it does not list", () => {
      renderWith(3, "/home/");
      expect(menuButton("Interviews")).toHaveAttribute("data-current", "false");
    });

    it("in the mobile panel: a <details> with the same entries, shut; choosing one closes the panel", () => {
      const interviews = renderWith(7);
      const menu = panelMenu("Interviews");
      expect(menu.open).toBe(false);
      const entries = within(menu).getAllByRole("link", { hidden: true });
      expect(entries.map((entry) => entry.getAttribute("href"))).toEqual([
        ...interviews.newest.map((interview) => interview.path),
        "/interviews/",
      ]);
      mobilePanel().showPopover();
      // jsdom cannot load another page: the click is only followed as far as the site's handlers.
      const stayHere = (event: Event) => event.preventDefault();
      window.addEventListener("click", stayHere);
      fireEvent.click(entries[0]);
      window.removeEventListener("click", stayHere);
      expect(mobilePanel().matches(":popover-open")).toBe(false);
    });

    it("in the mobile panel: opened from the start on an interview it lists, with that entry marked", () => {
      const interviews = renderWith(3, interviewsFixture(3).newest[2].path);
      const menu = panelMenu("Interviews");
      expect(menu.open).toBe(true);
      expect(within(menu).getByRole("link", { name: `Interview with ${interviews.newest[2].host}` })).toHaveAttribute(
        "aria-current",
        "page",
      );
    });
  });

  it("is always shown on other pages: nothing hides it", () => {
    renderInPage(<Header {...props} autoHide={false} />);
    expect(screen.getByRole("banner")).not.toHaveAttribute("data-autohide");
    expect(screen.getByRole("banner")).not.toHaveAttribute("data-past");
  });

  it("has no social navigation, in the bar or the menu, when there are no profiles", () => {
    renderInPage(<Header {...props} socials={[]} />);
    const banner = screen.getByRole("banner");
    expect(within(banner).queryAllByRole("navigation", { name: "Social media", hidden: true })).toHaveLength(0);
    const panel = document.getElementById("mobile-menu") as HTMLElement;
    expect(
      within(panel)
        .getAllByRole("link", { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(props.navigation.map((item) => item.title));
  });
});
