/** The CMS configuration made from the schema: a form per file, the schema's rules, the files' field order. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { labelFromName, type CmsField } from "../../../src/lib/content/cms-config";
import { interviewPath } from "../../../src/lib/slugify";
import { FILE_COLLECTIONS } from "../../../src/lib/content/collections";
import { ARTICLE_CATEGORIES } from "../../../src/lib/content/schema";
import { testCmsConfig } from "../../fixtures/cms-config";

const contentDir = path.join(__dirname, "..", "..", "..", "content");
const config = testCmsConfig();

const files = config.collections.flatMap((collection) => ("files" in collection ? collection.files : []));
const folder = (name: string) => {
  const found = config.collections.find((collection) => collection.name === name);
  if (!found || !("folder" in found)) throw new Error(`No folder collection ${name}`);
  return found;
};
const interviews = folder("interviews");
const books = folder("books");
const fileEntry = (name: string) => files.find((file) => file.name === name)!;
const fieldsOf = (field: CmsField) => (field.fields as CmsField[] | undefined) ?? [];
const field = (fields: CmsField[], ...names: string[]): CmsField =>
  names.reduce<CmsField>((found, name, index) => {
    const list = index === 0 ? fields : fieldsOf(found);
    const next = list.find((candidate) => candidate.name === name);
    if (!next) throw new Error(`No field ${names.join(".")}`);
    return next;
  }, {} as CmsField);
const articleFields = fieldsOf(fileEntry("articles").fields[0]);

describe("cmsConfig", () => {
  it("has one form per content file and a collection per folder, in the declaration's order", () => {
    expect(config.collections.map((collection) => collection.name)).toEqual([
      "articles",
      "carousel",
      "interviews",
      "books",
      "events",
      "settings",
    ]);
    expect(files.map((file) => file.file)).toEqual([
      "content/articles.json",
      "content/imported-articles.json",
      "content/carousel.json",
      "content/settings/site.json",
      "content/settings/home.json",
      "content/settings/press.json",
    ]);
  });

  it("edits the files that hold a list as one root list", () => {
    for (const name of ["articles", "carousel"]) {
      expect(fileEntry(name).fields).toHaveLength(1);
      expect(fileEntry(name).fields[0]).toMatchObject({ widget: "list", root: true });
    }
  });

  it("reads the GitHub repository, branch and sign-in helper from the settings; publishes each save by itself unless told otherwise", () => {
    expect(config).toMatchObject({
      publish_mode: "simple",
      backend: {
        name: "github",
        repo: "ada/site",
        branch: "main",
        base_url: "https://auth.example.com",
        skip_ci: false,
      },
    });
    const drafts = testCmsConfig("Ada", { mode: "editorial_workflow", savesTogether: true });
    // Drafts with their own previews; saves that wait for "Publish Changes" (their commits start no run).
    expect(drafts).toMatchObject({ publish_mode: "editorial_workflow", backend: { skip_ci: true } });
  });

  it("links every file to where it shows on the site, for View on Live Site and View Preview", () => {
    // Each anchor is a section of the home page.
    const sections = path.join(__dirname, "..", "..", "..", "src", "components", "sections");
    const sectionIds = readdirSync(sections, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".tsx"))
      .flatMap((file) => [
        ...readFileSync(path.join(sections, file), "utf8").matchAll(/<PageSection[^>]* id="([\w-]+)"/g),
      ])
      .map((match) => match[1]);
    for (const file of files) {
      const collection = FILE_COLLECTIONS.find((entry) => `content/${entry.file}` === file.file);
      expect([file.file, file.preview_path]).toEqual([file.file, collection?.cms.previewPath]);
      expect(file.preview_path).toBeTruthy();
      if (file.preview_path.includes("#")) expect(sectionIds).toContain(file.preview_path.replace(/^home\/#/, ""));
    }
    // The interviews: the CMS slugifies the host, as the site makes the page's address (an example host).
    expect(interviews.preview_path).toBe("interview-with-{{fields.host | slugify}}/");
    expect(`/${interviews.preview_path.replace("{{fields.host | slugify}}", "grace")}`).toBe(interviewPath("Grace"));
  });

  const forms = () => ({
    article: articleFields,
    site: fileEntry("site").fields,
    home: fileEntry("home").fields,
    book: books.fields,
    interview: interviews.fields,
  });
  it.each<[keyof ReturnType<typeof forms>, string, Partial<CmsField>]>([
    ["article", "category", { widget: "select", options: [...ARTICLE_CATEGORIES] }],
    // Dates are stored as 2025-07-11, without a time.
    ["article", "date", { widget: "datetime", format: "YYYY-MM-DD", time_format: false }],
    // Pictures go into the folder the content uses, stored as the same relative paths.
    [
      "article",
      "image",
      { widget: "image", media_folder: "/content/images/articles", public_folder: "./images/articles" },
    ],
    ["home", "about.portrait", { media_folder: "/content/images", public_folder: "../images" }],
    ["book", "covers.flat", { media_folder: "/content/images/covers", public_folder: "../images/covers" }],
    // The number of articles shown: a whole number within the checker's range.
    ["home", "articles.limit", { widget: "number", value_type: "int", min: 1, max: 24 }],
    // The featured book is picked from the books, by its title, and stored by its address.
    ["home", "books.featured", { widget: "relation", collection: "books", value_field: "address" }],
    ["book", "status", { widget: "select", options: ["published", "pre-order", "coming soon"] }],
    ["book", "sample", { widget: "text", required: false }],
    ["book", "covers.portrait", { widget: "image", required: false }],
    ["book", "covers.alt", { widget: "string", required: false }],
    // An interview's front matter as fields, its body as plain text.
    ["interview", "description", { widget: "text", maxlength: 200 }],
    ["interview", "date", { widget: "datetime", format: "YYYY-MM-DD" }],
    ["interview", "body", { widget: "text" }],
    ["site", "linkHubUrl", { label: "Pre-order link", hint: 'Where every "Pre-order" button goes.' }],
  ])("asks for the %s's %s as %p", (form, at, expected) => {
    expect(field(forms()[form], ...at.split("."))).toMatchObject(expected);
  });

  it("requires what the checker requires and lets may-be-empty texts stay empty", () => {
    expect(field(articleFields, "title").required).toBeUndefined();
    expect(field(articleFields, "excerpt").required).toBe(false);
    expect(field(fileEntry("site").fields, "logoAlt").required).toBe(false);
    expect(field(fileEntry("home").fields, "articles", "archiveUrl").required).toBe(false);
    expect(field(fileEntry("site").fields, "labels", "newTab").required).toBeUndefined();
    expect(field(fileEntry("home").fields, "articles", "limit").required).toBeUndefined();
  });

  it("lets the lists the page can do without be emptied, and keeps the others from it", () => {
    // The CMS asks a "required" list for one entry at least: a list that may be empty is not required.
    for (const list of [
      field(fileEntry("home").fields, "about", "paragraphs"),
      ...["stories", "synopsis", "formats", "buyLinks", "praise"].map((name) => field(books.fields, name)),
      field(fileEntry("site").fields, "socials"),
    ]) {
      expect(list).toMatchObject({ required: false });
      expect(list.min).toBeUndefined();
    }
    expect(field(fileEntry("site").fields, "navigation")).toMatchObject({ min: 1 });
    expect(field(fileEntry("site").fields, "navigation").required).toBeUndefined();
    expect(fileEntry("carousel").fields[0].min).toBe(1);
  });

  it("keeps books in content/books/ and interviews in content/interviews/, each file named by the site's rule", () => {
    // A book's file is named after its address, which the author types once.
    expect(books).toMatchObject({ folder: "content/books", extension: "json", format: "json" });
    expect(books.slug).toEqual({ template: "{{fields.address}}", editable: false });
    expect(books.preview_path).toBe("books/{{fields.address}}/");
    // A new interview's file is named after its host, as the site makes the page address; the author may add them.
    expect(interviews).toMatchObject({ folder: "content/interviews", extension: "mdx", format: "frontmatter" });
    expect(interviews).not.toHaveProperty("create", false);
    expect(interviews.slug).toEqual({ template: "{{host}}", editable: false });
    expect(config.slug).toEqual({ encoding: "ascii", clean_accents: true, sanitize_replacement: "-" });
    expect(interviews.fields.map((f) => f.name)).toEqual(["host", "title", "description", "date", "body"]);
  });

  it("numbers articles itself (the id is never typed), and labels fields from their names", () => {
    expect(field(articleFields, "id")).toEqual({ name: "id", label: "Number", widget: "hidden" });
    expect(labelFromName("skipToContent")).toBe("Skip to content");
  });

  // The CMS writes fields in the order of its form, so the order must be the files' own.
  it.each(files.filter((file) => file.format === "json").map((file) => [file.file, file]))(
    "lists the fields of %s in the order the file has them",
    (_name, entry) => {
      const data: unknown = JSON.parse(readFileSync(path.join(contentDir, "..", entry.file), "utf8"));
      const compare = (value: unknown, fields: CmsField[]) => {
        if (Array.isArray(value)) return value.forEach((item) => compare(item, fields));
        if (value === null || typeof value !== "object") return;
        expect(Object.keys(value)).toEqual(fields.map((f) => f.name));
        for (const f of fields) {
          const inner = f.fields as CmsField[] | undefined;
          if (inner) compare((value as Record<string, unknown>)[f.name], inner);
        }
      };
      const root = entry.fields[0];
      compare(data, root.root ? (root.fields as CmsField[]) : entry.fields);
    },
  );
});
