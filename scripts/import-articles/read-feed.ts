import { SaxesParser, type SaxesTagNS } from "saxes";

/** An RSS 2.0 or Atom feed read into its posts, by a strict XML parser: no DOCTYPE, no entity of its own. */

const RSS_CONTENT = "http://purl.org/rss/1.0/modules/content/";
const MEDIA = "http://search.yahoo.com/mrss/";
const ATOM = "http://www.w3.org/2005/Atom";
const DUBLIN_CORE = "http://purl.org/dc/elements/1.1/";

/** A feed's post as the feed writes it: its texts still HTML, nothing checked yet. */
export interface FeedPost {
  title: string;
  /** The subtitle or summary, as HTML. */
  summary: string;
  /** The post's text, as HTML. */
  body: string;
  /** As written: RFC 822 (RSS) or ISO 8601 (Atom). */
  date: string;
  link: string;
  categories: string[];
  /** The feed's own picture of the post (an enclosure or a media element), with its description. */
  image?: { url: string; alt: string };
}

/** Why a feed is refused, in words that finish "The feed … cannot be imported: …". */
export class FeedError extends Error {}

interface Element {
  uri: string;
  local: string;
  attributes: Map<string, string>;
  children: Element[];
  text: string;
}

/** The whole document as elements; throws FeedError for anything but well-formed XML without a DOCTYPE. */
function parseXml(xml: string): Element {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const root: Element = { uri: "", local: "", attributes: new Map(), children: [], text: "" };
  const open: Element[] = [root];
  parser.on("doctype", () => {
    throw new FeedError("it declares a DOCTYPE, which a feed never needs");
  });
  parser.on("opentag", (tag: SaxesTagNS) => {
    const attributes = new Map<string, string>();
    for (const attribute of Object.values(tag.attributes)) {
      // Namespace declarations are not the element's own attributes.
      if (attribute.prefix !== "xmlns" && attribute.name !== "xmlns") attributes.set(attribute.local, attribute.value);
    }
    const element: Element = { uri: tag.uri, local: tag.local, attributes, children: [], text: "" };
    open.at(-1)!.children.push(element);
    open.push(element);
  });
  const addText = (text: string) => {
    open.at(-1)!.text += text;
  };
  parser.on("text", addText);
  parser.on("cdata", addText);
  parser.on("closetag", () => {
    open.pop();
  });
  parser.on("error", (error) => {
    throw new FeedError(`it is not well-formed XML (${error.message.replace(/\.$/, "")})`);
  });
  parser.write(xml).close();
  return root;
}

const childrenOf = (element: Element | undefined, uri: string, local: string) =>
  element?.children.filter((child) => child.uri === uri && child.local === local) ?? [];
const childOf = (element: Element | undefined, uri: string, local: string) => childrenOf(element, uri, local)[0];
const textOf = (element: Element | undefined) => element?.text.trim() ?? "";

/** The first picture among the media elements (media:content with a picture's medium or type, media:thumbnail). */
function mediaImage(item: Element): FeedPost["image"] {
  const groups = [item, ...childrenOf(item, MEDIA, "group")];
  for (const group of groups) {
    for (const content of childrenOf(group, MEDIA, "content")) {
      const medium = content.attributes.get("medium");
      const type = content.attributes.get("type") ?? "";
      const url = content.attributes.get("url");
      if (url && (medium === "image" || type.startsWith("image/")))
        return { url, alt: textOf(childOf(content, MEDIA, "description") ?? childOf(group, MEDIA, "description")) };
    }
  }
  const thumbnail = childOf(item, MEDIA, "thumbnail")?.attributes.get("url");
  return thumbnail ? { url: thumbnail, alt: textOf(childOf(item, MEDIA, "description")) } : undefined;
}

function rssPost(item: Element): FeedPost {
  const guid = childOf(item, "", "guid");
  const permalink = guid && guid.attributes.get("isPermaLink") !== "false" ? textOf(guid) : "";
  const enclosure = childrenOf(item, "", "enclosure").find(
    (candidate) =>
      candidate.attributes.get("url") && (candidate.attributes.get("type") ?? "image/").startsWith("image/"),
  );
  return {
    title: textOf(childOf(item, "", "title")),
    summary: textOf(childOf(item, "", "description")),
    body: textOf(childOf(item, RSS_CONTENT, "encoded")),
    date: textOf(childOf(item, "", "pubDate")) || textOf(childOf(item, DUBLIN_CORE, "date")),
    link: textOf(childOf(item, "", "link")) || permalink,
    categories: childrenOf(item, "", "category").map(textOf),
    image: enclosure ? { url: enclosure.attributes.get("url")!, alt: "" } : mediaImage(item),
  };
}

/** An Atom text construct as HTML: type "text" is escaped, "html" is as it is, "xhtml" is read as its text. */
function atomText(element: Element | undefined): string {
  if (!element) return "";
  const type = element.attributes.get("type") ?? "text";
  if (type === "html") return element.text.trim();
  const text = type === "xhtml" ? deepText(element) : element.text;
  return text.trim().replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
const deepText = (element: Element): string => element.text + element.children.map(deepText).join(" ");

function atomPost(entry: Element): FeedPost {
  const links = childrenOf(entry, ATOM, "link");
  const alternate = links.find((link) => (link.attributes.get("rel") ?? "alternate") === "alternate");
  const enclosure = links.find(
    (link) => link.attributes.get("rel") === "enclosure" && (link.attributes.get("type") ?? "").startsWith("image/"),
  );
  const enclosureUrl = enclosure?.attributes.get("href");
  return {
    title: atomText(childOf(entry, ATOM, "title")),
    summary: atomText(childOf(entry, ATOM, "summary")),
    body: atomText(childOf(entry, ATOM, "content")),
    date: textOf(childOf(entry, ATOM, "published")) || textOf(childOf(entry, ATOM, "updated")),
    link: alternate?.attributes.get("href") ?? "",
    categories: childrenOf(entry, ATOM, "category").flatMap((category) =>
      [category.attributes.get("term"), category.attributes.get("label")].filter((value): value is string => !!value),
    ),
    image: enclosureUrl ? { url: enclosureUrl, alt: enclosure?.attributes.get("title") ?? "" } : mediaImage(entry),
  };
}

/** Whether a document looks like a web page: what a wrong feed address usually answers. */
const isHtmlPage = (text: string) => /^\s*(<!--[\s\S]*?-->\s*)*<(!doctype\s+html|html)\b/i.test(text);

/** The posts of an RSS 2.0 or Atom feed, in the feed's order. */
export function readFeed(xml: string): FeedPost[] {
  if (isHtmlPage(xml)) throw new FeedError("it is a web page (HTML), not a feed");
  const [document] = parseXml(xml.replace(/^\uFEFF/, "")).children;
  if (document?.uri === "" && document.local === "rss")
    return childrenOf(childOf(document, "", "channel"), "", "item").map(rssPost);
  if (document?.uri === ATOM && document.local === "feed") return childrenOf(document, ATOM, "entry").map(atomPost);
  throw new FeedError(`it is not an RSS or Atom feed (its first element is <${document?.local ?? ""}>)`);
}
