import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type CMSApi from "@sveltia/cms";
import { createRoot, type Root as ReactRoot } from "react-dom/client";
import { Articles } from "../components/sections/articles/articles";
import type { Article } from "../types/content";
import { InterviewArticle } from "../components/sections/interview/interview-article";
import { PressKit } from "../components/sections/press/press-kit";
import { pressBios, type PressDownload } from "../lib/press-page-props";
import { BookArticle } from "../components/sections/book/book-article";
import { toBookPageProps } from "../lib/book-page-props";
import type { BookFields, BookPageCopy } from "../types/book";
import { displayDate } from "../lib/format-date";
import { GlobalStyles } from "../theme/global-styles";
import { COLLECTIONS, inOrder } from "../lib/content/collections";
import { eventPreview } from "./event-preview";
import { FormattedBody } from "./formatted-body";
import {
  coverImage,
  entries,
  labels,
  plain,
  previewImage,
  READY,
  text,
  texts,
  type Data,
  type Props,
  type Render,
} from "./preview-data";

const entryData = (entry: unknown): Data => plain((entry as { get(key: string): unknown }).get("data"));

/** The settings the previews read besides the entry itself (section headings, labels); none that cannot be read. */
async function loadSettings(props: Props): Promise<Data> {
  const read = async (slug: string) => entryData(await props.getCollection("settings", slug));
  // Every book, for the press kit's covers and list, in the books' order, as on the page.
  const readBooks = async () => {
    const entries = await props.getCollection("books");
    return (Array.isArray(entries) ? entries : []).map(entryData).sort(inOrder(COLLECTIONS.books));
  };
  const [site, home, books] = await Promise.all([
    read("site").catch(() => ({})),
    read("home").catch(() => ({})),
    readBooks().catch(() => []),
  ]);
  return { site, home, books };
}

/** The CMS renders with its own React 19: each preview, a class made with its createClass, mounts a React 18 root. */
function mountPreview(render: Render) {
  return window.createClass({
    componentDidMount(this: PreviewInstance) {
      this.cache = createCache({ key: "preview", container: this.props.document.head });
      this.root = createRoot(this.element as HTMLElement);
      void loadSettings(this.props).then((extra) => {
        this.extra = extra;
        this.draw();
      });
      this.draw();
    },
    componentDidUpdate(this: PreviewInstance) {
      this.draw();
    },
    componentWillUnmount(this: PreviewInstance) {
      clearTimeout(this.retry);
      this.root?.unmount();
    },
    draw(this: PreviewInstance) {
      if (!this.root || !this.cache) return;
      let pending = false;
      const onPending = () => {
        pending = true;
      };
      this.root.render(
        <CacheProvider value={this.cache}>
          <GlobalStyles />
          {render(this.props, entryData(this.props.entry), this.extra ?? {}, onPending)}
        </CacheProvider>,
      );
      clearTimeout(this.retry);
      if (pending) this.retry = window.setTimeout(() => this.draw(), 100);
    },
    render(this: PreviewInstance) {
      return window.h("div", {
        ref: (element: HTMLElement | null) => {
          this.element = element;
        },
      });
    },
  });
}

interface PreviewInstance {
  props: Props;
  element?: HTMLElement | null;
  root?: ReactRoot;
  cache?: EmotionCache;
  extra?: Data;
  retry?: number;
  draw(): void;
}

const articlesPreview: Render = (props, data, extra, onPending) => {
  const cards: Article[] = entries(data.articles)
    .map((article, index) => ({
      ...texts(article, ["title", "excerpt", "imageAlt", "readTime", "category", "link"]),
      id: String(article.id ?? `new-${index}`),
      image: previewImage(props, article.image, 1200, 750, onPending),
      isoDate: text(article.date),
      displayDate: displayDate(text(article.date)),
    }))
    // Newest first, as on the page.
    .sort((a, b) => b.isoDate.localeCompare(a.isoDate));
  const copy = plain(plain(extra.home).articles);
  return (
    <Articles
      eyebrow={text(copy.eyebrow)}
      heading={text(copy.heading)}
      intro={text(copy.intro)}
      readMoreLabel={text(copy.readMore)}
      newTabLabel={text(labels(extra).newTab)}
      articles={cards}
      // Every article, so whichever one is being edited shows; the page itself shows the newest few.
      archive={null}
    />
  );
};

const interviewPreview: Render = (_props, data, extra) => (
  <InterviewArticle
    eyebrow={text(labels(extra).interviewEyebrow)}
    title={text(data.title)}
    description={text(data.description)}
    isoDate={text(data.date)}
    displayDate={displayDate(text(data.date))}
  >
    <FormattedBody source={text(data.body)} />
  </InterviewArticle>
);

/** A book's page mapped by the page's own code (src/lib/book-page-props.ts); its series is left out. */
const bookPreview: Render = (props, data, extra, onPending) => {
  const copy = plain(plain(extra.site).bookPage) as unknown as BookPageCopy;
  // Until the site's settings are read, there are no texts to draw the page with.
  if (typeof copy.publishedLine !== "string") return <></>;
  const date = text(data.releaseDate);
  const sample = text(data.sample);
  const book: BookFields = {
    ...texts(data, ["title", "subtitle", "address", "pitch", "universalLink", "series"]),
    // A new entry has no status until one is picked: drawn as a book still to come.
    status: text(data.status) || "coming soon",
    isoDate: date,
    displayDate: displayDate(date),
    synopsis: (Array.isArray(data.synopsis) ? data.synopsis : []).map(text),
    stories: entries(data.stories).map((story) => texts(story, ["title", "theme", "summary"])),
    formats: entries(data.formats).map((format) => texts(format, ["format", "label", "isbn"])),
    buyLinks: entries(data.buyLinks).map((link) => texts(link, ["store", "format", "url"])),
    praise: entries(data.praise).map((entry) => texts(entry, ["quote", "source", "link"])),
    seriesNumber: Number(data.seriesNumber ?? 0),
    cover: coverImage(props, plain(data.covers), 360, 540, onPending),
    hasSample: sample.trim() !== "",
  };
  const page = toBookPageProps(book, copy, text(labels(extra).newTab), []);
  return <BookArticle {...page} sample={book.hasSample ? <FormattedBody source={sample} /> : undefined} />;
};

/** A transparent 1 × 1 GIF, drawn while a picture's copy is on its way. */
const BLANK_PIXEL = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/** The press kit as its page draws it, without the pictures' pixels and weight (the build's to read). */
const pressPreview: Render = (props, data, extra, onPending) => {
  const bios = plain(data.bios);
  const download = (path: unknown, label: string, alt: string, width: number, height: number): PressDownload => {
    const image = previewImage(props, path, width, height, onPending);
    const src = image.images.fallback?.src ?? "";
    // Until the CMS has the file's copy, the path would be fetched from the site (a 404): a blank pixel instead.
    const ready = READY.test(src);
    const preview = ready ? image : { ...image, images: { fallback: { src: BLANK_PIXEL }, sources: [] } };
    return { href: ready ? src : "", fileName: "", label, details: "", preview, alt };
  };
  const books = entries(extra.books).map((book): Data & { covers: Data } => ({
    ...book,
    covers: plain(book.covers),
  }));
  return (
    <PressKit
      heading={text(data.heading)}
      intro={text(data.intro)}
      bios={{
        heading: text(data.biosHeading),
        items: pressBios({
          bios: { ...texts(bios, ["short", "medium"]), long: Array.isArray(bios.long) ? bios.long.map(text) : [] },
          ...texts(data, ["shortLabel", "mediumLabel", "longLabel"]),
        }),
        copyLabel: text(data.copyButton),
        copiedMessage: text(data.copiedMessage),
      }}
      pronunciation={{ heading: text(data.pronunciationHeading), text: text(data.pronunciation) }}
      downloads={{
        heading: text(data.downloadsHeading),
        items: [
          download(data.portrait, text(data.portraitLabel), text(data.portraitAlt), 1920, 2400),
          ...books
            .filter((book) => text(book.covers.portrait) !== "")
            .map((book) => download(book.covers.portrait, text(book.title), text(book.covers.alt), 1600, 2400)),
        ],
      }}
      books={{
        heading: text(data.booksHeading),
        releaseLabel: text(data.releaseLine),
        items: books.map((book) => ({
          ...texts(book, ["address", "title", "subtitle", "pitch"]),
          isoDate: text(book.releaseDate),
          displayDate: displayDate(text(book.releaseDate)),
        })),
      }}
      contact={{ heading: text(data.contactHeading), text: text(data.contactText), email: text(data.contactEmail) }}
    />
  );
};

export function registerPreviews(cms: typeof CMSApi) {
  // The web fonts' rules, bundled beside the CMS; their files are the site's /fonts/ (plugins/site-content/admin.ts).
  cms.registerPreviewStyle(new URL("preview.css", document.baseURI).href);
  cms.registerPreviewTemplate("articles", mountPreview(articlesPreview) as never);
  cms.registerPreviewTemplate("interviews", mountPreview(interviewPreview) as never);
  cms.registerPreviewTemplate("press", mountPreview(pressPreview) as never);
  cms.registerPreviewTemplate("books", mountPreview(bookPreview) as never);
  cms.registerPreviewTemplate("events", mountPreview(eventPreview) as never);
}
