import { act, fireEvent, screen, within } from "@testing-library/react";
import { Header, type HeaderProps } from "../../../src/components/layout/header";
import { buildNavigation } from "../../../src/lib/build-navigation";
import { renderWithTheme } from "../../fixtures/render";
import { siteSettingsFixture as settings } from "../../fixtures/site-settings";

const props: HeaderProps = {
  name: settings.name,
  logo: undefined,
  homePath: "/home/",
  navigation: buildNavigation(settings),
  books: settings.books,
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
function booksButton() {
  const button = within(desktopNav()).getByText("Books").closest("button");
  if (!button) throw new Error("The Books entry is not a button");
  return button;
}
const linkIn = (root: HTMLElement, text: string) => within(root).getByText(text).closest("a");

describe("Header", () => {
  it("links the brand home and lists the navigation in order", () => {
    renderWithTheme(<Header {...props} />);
    expect(screen.getAllByRole("link", { name: "Test Author, home" })[0]).toHaveAttribute("href", "/home/");
    const nav = desktopNav();
    expect(linkIn(nav, "Home")).toHaveAttribute("href", "/home/");
    expect(linkIn(nav, "About")).toHaveAttribute("href", "/home/#about");
    expect(linkIn(nav, "Articles")).toHaveAttribute("href", "/home/#articles");
    expect(linkIn(nav, "Interview with Grace")).toHaveAttribute("href", "/interview-with-grace/");
  });

  it("opens the Books dropdown by click and lists both books, the second as coming soon", () => {
    renderWithTheme(<Header {...props} />);
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
    renderWithTheme(<Header {...props} />);
    const button = booksButton();
    fireEvent.click(button);
    const firstEntry = linkIn(desktopNav(), "The First Book") as HTMLElement;
    act(() => firstEntry.focus());
    fireEvent.keyDown(firstEntry, { key: "Escape" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("opens the Books dropdown on mouse hover, and a click then keeps it open", () => {
    renderWithTheme(<Header {...props} />);
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
    renderWithTheme(<Header {...props} />);
    const button = booksButton();
    fireEvent.pointerOver(button.parentElement as HTMLElement, { pointerType: "touch" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
  });

  it("toggles the mobile menu, which holds every link and the social profiles", () => {
    renderWithTheme(<Header {...props} />);
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
    renderWithTheme(<Header {...props} />);
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
    renderWithTheme(<Header {...props} />);
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
      renderWithTheme(<Header {...props} autoHide />);
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
      renderWithTheme(<Header {...props} autoHide />);
      const banner = screen.getByRole("banner");
      fireEvent.focus(screen.getAllByRole("link", { name: "Test Author, home" })[0]);
      expect(banner).toHaveAttribute("data-visible", "true");
      fireEvent.blur(screen.getAllByRole("link", { name: "Test Author, home" })[0]);
      expect(banner).toHaveAttribute("data-visible", "false");
    });
  });

  it("is always shown on other pages", () => {
    renderWithTheme(<Header {...props} autoHide={false} />);
    expect(screen.getByRole("banner")).toHaveAttribute("data-visible", "true");
  });

  it("has no social navigation, in the bar or the menu, when there are no profiles", () => {
    renderWithTheme(<Header {...props} socials={[]} />);
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
