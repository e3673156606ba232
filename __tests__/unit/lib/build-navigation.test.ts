import { booksMenu, buildNavigation, interviewsEntry } from "../../../src/lib/build-navigation";
import { BOOKS_IN_MENU, INTERVIEWS_IN_MENU } from "../../../src/lib/constants";
import { BOOKS_PATH, INTERVIEWS_PATH } from "../../../src/lib/site-path";
import { interviewsFixture, siteSettingsFixture } from "../../fixtures/site-settings";

const withInterviews = (count: number) => ({ ...siteSettingsFixture, interviews: interviewsFixture(count) });

describe("buildNavigation", () => {
  it("without interviews is the content's entries alone, in order, in the form the host serves, Books a menu of the books", () => {
    const items = buildNavigation(withInterviews(0));
    expect(items).toEqual([
      { kind: "link", title: "Home", link: "/home/" },
      { kind: "link", title: "About", link: "/home/#about" },
      {
        kind: "menu",
        title: "Books",
        link: "/home/#books",
        entries: [
          { title: "The First Book", link: "/home/#books" },
          { title: "The Second Book", link: "/home/#books", badge: "Coming soon" },
        ],
      },
      { kind: "link", title: "Articles", link: "/home/#articles" },
    ]);
  });

  it("with one interview appends the link named after its host", () => {
    const items = buildNavigation(withInterviews(1));
    expect(items.at(-1)).toEqual({ kind: "link", title: "Interview with Grace", link: "/interview-with-grace/" });
  });
});

describe("interviewsEntry", () => {
  const labels = siteSettingsFixture.labels;

  it.each([2, 3, INTERVIEWS_IN_MENU])("with %i interviews is a menu of them all, in the order given", (count) => {
    const interviews = interviewsFixture(count);
    expect(interviewsEntry({ interviews, labels })).toEqual([
      {
        kind: "menu",
        title: "Interviews",
        entries: interviews.newest.map((interview) => ({
          title: `Interview with ${interview.host}`,
          link: interview.path,
        })),
      },
    ]);
  });

  it.each([INTERVIEWS_IN_MENU + 1, 7, 40])(
    "with %i interviews lists the newest and links the page that lists them all",
    (count) => {
      const [menu] = interviewsEntry({ interviews: interviewsFixture(count), labels });
      if (menu?.kind !== "menu") throw new Error("not a menu");
      expect(menu.entries).toHaveLength(INTERVIEWS_IN_MENU);
      expect(menu.entries[0]).toEqual({ title: "Interview with Grace", link: "/interview-with-grace/" });
      expect(menu.more).toEqual({ title: "All interviews", link: INTERVIEWS_PATH });
    },
  );

  it("shows no more than the menu holds even if given more", () => {
    const many = interviewsFixture(INTERVIEWS_IN_MENU + 2);
    const interviews = { ...many, newest: [...many.newest, { host: "Extra", path: "/interview-with-extra/" }] };
    const [menu] = interviewsEntry({ interviews, labels });
    expect(menu?.kind === "menu" && menu.entries).toHaveLength(INTERVIEWS_IN_MENU);
  });

  it("names the entries with the labels from content", () => {
    const custom = {
      ...labels,
      interviewNav: "Talking to {host}",
      interviewsNav: "Talks",
      allInterviews: "Every talk",
    };
    expect(interviewsEntry({ interviews: interviewsFixture(1), labels: custom })).toEqual([
      { kind: "link", title: "Talking to Grace", link: "/interview-with-grace/" },
    ]);
    const [menu] = interviewsEntry({ interviews: interviewsFixture(9), labels: custom });
    expect(menu?.title).toBe("Talks");
    expect(menu?.kind === "menu" && menu.more?.title).toBe("Every talk");
    expect(menu?.kind === "menu" && menu.entries[1]?.title).toBe("Talking to Tunde Bello");
  });
});

describe("booksMenu", () => {
  const labels = { labels: siteSettingsFixture.labels, booksPage: { allBooks: "All books" } };
  const booksFixture = (count: number, featuredIndex = count - 1) => ({
    total: count,
    featured: `book-${featuredIndex + 1}`,
    // Newest first, as the header's query sorts them; the query asks for BOOKS_IN_MENU at most.
    newest: Array.from({ length: Math.min(count, BOOKS_IN_MENU) }, (_, index) => ({
      title: `Book ${count - index}`,
      path: `/books/book-${count - index}/`,
      featured: count - index === featuredIndex + 1,
      comingSoon: index === 0,
    })),
  });

  it("with one or two books lists each to the Books section, the featured one first", () => {
    expect(booksMenu(booksFixture(2, 0), labels, "/home/#books")).toEqual({
      link: "/home/#books",
      entries: [
        { title: "Book 1", link: "/home/#books" },
        { title: "Book 2", link: "/home/#books", badge: "Coming soon" },
      ],
    });
    expect(booksMenu(booksFixture(1, 0), labels, "/home/#books").entries).toEqual([
      { title: "Book 1", link: "/home/#books", badge: "Coming soon" },
    ]);
  });

  it.each([3, BOOKS_IN_MENU, BOOKS_IN_MENU + 1, 30])(
    "with %i books lists the newest to their own pages and links the page that lists them all",
    (count) => {
      const menu = booksMenu(booksFixture(count), labels, "/home/#books");
      expect(menu.link).toBeUndefined();
      expect(menu.entries).toHaveLength(Math.min(count, BOOKS_IN_MENU));
      expect(menu.entries[0]).toEqual({ title: `Book ${count}`, link: `/books/book-${count}/`, badge: "Coming soon" });
      expect(menu.more).toEqual({ title: "All books", link: BOOKS_PATH });
    },
  );
});
