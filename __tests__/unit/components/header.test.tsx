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

  it("opens the Books dropdown by click and lists both books, the second as coming soon", () => {
    renderInPage(<Header {...props} />);
    const button = booksButton();
    expect(button).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(list).not.toHaveAttribute("hidden");
    const entries = Array.from((list as HTMLElement).querySelectorAll("a"));
    expect(entries.map((entry) => entry.textContent)).toEqual(["The First Book", "The Second BookComing soon"]);
    entries.forEach((entry) => expect(entry).toHaveAttribute("href", "/home/#books"));
  });

  it("closes the Books dropdown with Escape and returns focus to its button", () => {
    renderInPage(<Header {...props} />);
    const button = booksButton();
    fireEvent.click(button);
    const firstEntry = linkIn(desktopNav(), "The First Book") as HTMLElement;
    act(() => firstEntry.focus());
    fireEvent.keyDown(firstEntry, { key: "Escape" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("opens the Books dropdown on mouse hover, and a click then keeps it open", () => {
    renderInPage(<Header {...props} />);
    const button = booksButton();
    const wrapper = button.parentElement as HTMLElement;
    fireEvent.pointerOver(wrapper, { pointerType: "mouse" });
    expect(button).toHaveAttribute("aria-expanded", "true");
    fireEvent.pointerOut(wrapper, { pointerType: "mouse" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    fireEvent.pointerOver(wrapper, { pointerType: "mouse" });
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
  });

  it("opens the Books dropdown with a tap (touch pointers do not hover)", () => {
    renderInPage(<Header {...props} />);
    const button = booksButton();
    fireEvent.pointerOver(button.parentElement as HTMLElement, { pointerType: "touch" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
  });

  it("toggles the mobile menu, which holds every link and the social profiles", () => {
    renderInPage(<Header {...props} />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toBeVisible();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Close menu");
    expect(panel).toBeVisible();
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
    fireEvent.click(toggle);
    expect(panel).not.toBeVisible();
  });

  it("closes the mobile menu with Escape and when a link is chosen", () => {
    renderInPage(<Header {...props} />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
    fireEvent.click(toggle);
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "") as HTMLElement;
    fireEvent.click(within(panel).getByRole("link", { name: "About" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
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

    it("is hidden at the top and shown past innerHeight - 30", async () => {
      renderInPage(<Header {...props} autoHide />);
      const banner = screen.getByRole("banner");
      expect(banner).toHaveAttribute("data-visible", "false");
      Object.defineProperty(window, "scrollY", { value: 771, configurable: true });
      await act(async () => {
        window.dispatchEvent(new Event("scroll"));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      });
      expect(banner).toHaveAttribute("data-visible", "true");
    });

    it("is shown while keyboard focus is inside it", () => {
      renderInPage(<Header {...props} autoHide />);
      const banner = screen.getByRole("banner");
      fireEvent.focus(screen.getAllByRole("link", { name: "Test Author, home" })[0]);
      expect(banner).toHaveAttribute("data-visible", "true");
      fireEvent.blur(screen.getAllByRole("link", { name: "Test Author, home" })[0]);
      expect(banner).toHaveAttribute("data-visible", "false");
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
    const openMobilePanel = () => {
      const toggle = screen.getByRole("button", { name: "Open menu" });
      fireEvent.click(toggle);
      return listOf(toggle);
    };

    it("without interviews: no entry for them, in the bar or the mobile panel", () => {
      renderWith(0);
      expect(within(desktopNav()).queryByText(/Interview/)).toBeNull();
      expect(within(openMobilePanel()).queryByText(/Interview/)).toBeNull();
    });

    it("with one: the link named after its host, marked when it is the current page", () => {
      const [only] = renderWith(1, "/interview-with-grace/").newest;
      const link = linkIn(desktopNav(), `Interview with ${only.host}`);
      expect(link).toHaveAttribute("href", only.path);
      expect(link).toHaveAttribute("aria-current", "page");
      expect(within(desktopNav()).queryByText("Interviews")).toBeNull();
      expect(within(openMobilePanel()).getByRole("link", { name: `Interview with ${only.host}` })).toHaveAttribute(
        "aria-current",
        "page",
      );
    });

    it("with three: a menu that lists them all, newest first, and no link to a page of them all", () => {
      const interviews = renderWith(3);
      const button = menuButton("Interviews");
      expect(button).toHaveAttribute("aria-expanded", "false");
      expect(listOf(button)).toHaveAttribute("hidden");
      fireEvent.click(button);
      expect(button).toHaveAttribute("aria-expanded", "true");
      expect(listOf(button)).not.toHaveAttribute("hidden");
      const entries = entriesOf(listOf(button));
      expect(entries.map((entry) => [entry.textContent, entry.getAttribute("href")])).toEqual(
        interviews.newest.map((interview) => [`Interview with ${interview.host}`, interview.path]),
      );
      expect(within(listOf(button)).queryByText("All interviews")).toBeNull();
      entries.forEach((entry) => expect(entry).not.toHaveAttribute("aria-current"));
    });

    it("with seven: the newest five, then a link to the page that lists them all", () => {
      const interviews = renderWith(7);
      const button = menuButton("Interviews");
      fireEvent.click(button);
      const entries = entriesOf(listOf(button));
      expect(entries).toHaveLength(6);
      expect(entries.slice(0, 5).map((entry) => entry.getAttribute("href"))).toEqual(
        interviews.newest.map((interview) => interview.path),
      );
      expect(entries[5]).toHaveTextContent("All interviews");
      expect(entries[5]).toHaveAttribute("href", "/interviews/");
    });

    it("opens from the keyboard, and Escape closes it and returns focus to its button", () => {
      renderWith(3);
      const button = menuButton("Interviews");
      act(() => button.focus());
      // Enter and Space on a focused <button> are its click.
      fireEvent.click(button);
      expect(button).toHaveAttribute("aria-expanded", "true");
      const [first] = entriesOf(listOf(button));
      act(() => first.focus());
      fireEvent.keyDown(first, { key: "Escape" });
      expect(button).toHaveAttribute("aria-expanded", "false");
      expect(listOf(button)).toHaveAttribute("hidden");
      expect(button).toHaveFocus();
    });

    it("closes when focus moves on past its last entry", () => {
      renderWith(3);
      const button = menuButton("Interviews");
      fireEvent.click(button);
      const entries = entriesOf(listOf(button));
      act(() => entries[2].focus());
      act(() => (linkIn(desktopNav(), "Articles") as HTMLElement).focus());
      expect(button).toHaveAttribute("aria-expanded", "false");
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

    it("in the mobile panel: a button that opens the same entries in place; choosing one closes the panel", () => {
      const interviews = renderWith(7);
      const panel = openMobilePanel();
      const button = within(panel).getByRole("button", { name: "Interviews" });
      expect(button).toHaveAttribute("aria-expanded", "false");
      expect(listOf(button)).not.toBeVisible();
      fireEvent.click(button);
      expect(listOf(button)).toBeVisible();
      const entries = within(listOf(button)).getAllByRole("link");
      expect(entries.map((entry) => entry.getAttribute("href"))).toEqual([
        ...interviews.newest.map((interview) => interview.path),
        "/interviews/",
      ]);
      // jsdom cannot load another page: the click is only followed as far as the site's handlers.
      const stayHere = (event: Event) => event.preventDefault();
      window.addEventListener("click", stayHere);
      fireEvent.click(entries[0]);
      window.removeEventListener("click", stayHere);
      expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    });

    it("in the mobile panel: opened from the start on an interview it lists, with that entry marked", () => {
      const interviews = renderWith(3, interviewsFixture(3).newest[2].path);
      const panel = openMobilePanel();
      const button = within(panel).getByRole("button", { name: "Interviews" });
      expect(button).toHaveAttribute("aria-expanded", "true");
      expect(
        within(listOf(button)).getByRole("link", { name: `Interview with ${interviews.newest[2].host}` }),
      ).toHaveAttribute("aria-current", "page");
    });

    it("in the mobile panel: Escape closes the whole panel, also from inside the interviews", () => {
      renderWith(3);
      const panel = openMobilePanel();
      const button = within(panel).getByRole("button", { name: "Interviews" });
      fireEvent.click(button);
      const [first] = within(listOf(button)).getAllByRole("link");
      act(() => first.focus());
      fireEvent.keyDown(first, { key: "Escape" });
      const toggle = screen.getByRole("button", { name: "Open menu" });
      expect(toggle).toHaveAttribute("aria-expanded", "false");
      expect(toggle).toHaveFocus();
    });
  });

  it("is always shown on other pages", () => {
    renderInPage(<Header {...props} autoHide={false} />);
    expect(screen.getByRole("banner")).toHaveAttribute("data-visible", "true");
  });

  it("has no social navigation, in the bar or the menu, when there are no profiles", () => {
    renderInPage(<Header {...props} socials={[]} />);
    const banner = screen.getByRole("banner");
    expect(within(banner).queryAllByRole("navigation", { name: "Social media", hidden: true })).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const panel = document.getElementById("mobile-menu") as HTMLElement;
    expect(
      within(panel)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(props.navigation.map((item) => item.title));
  });
});
