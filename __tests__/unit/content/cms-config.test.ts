/**
 * The CMS configuration made from the content schema: every content file is a form, every field
 * follows the schema's rules, and fields are saved in the order the files already use.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { cmsConfig, labelFromName, type CmsField } from "../../../src/lib/content/cms-config";

const contentDir = path.join(__dirname, "..", "..", "..", "content");
const config = cmsConfig({
  repo: "ada/site",
  branch: "main",
  authUrl: "https://auth.example.com",
  siteUrl: "https://ada.example.com",
  name: "Ada",
  logo: "/admin/logo.png",
});

type FileEntry = { name: string; file: string; format: string; fields: CmsField[] };
const files = config.collections.flatMap((collection) => collection.files as FileEntry[]);
const fileEntry = (name: string) => files.find((file) => file.name === name) as FileEntry;
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
  it("has one form per content file, in four collections", () => {
    expect(config.collections.map((collection) => collection.name)).toEqual([
      "articles",
      "carousel",
      "interview",
      "settings",
    ]);
    expect(files.map((file) => file.file)).toEqual([
      "content/articles.json",
      "content/carousel.json",
      "content/interview/index.mdx",
      "content/settings/site.json",
      "content/settings/home.json",
      "content/settings/book.json",
    ]);
  });

  it("edits the files that hold a list as one root list", () => {
    for (const name of ["articles", "carousel"]) {
      expect(fileEntry(name).fields).toHaveLength(1);
      expect(fileEntry(name).fields[0]).toMatchObject({ widget: "list", root: true });
    }
  });

  it("reads the GitHub repository, branch and sign-in helper from the settings", () => {
    expect(config.backend).toMatchObject({
      name: "github",
      repo: "ada/site",
      branch: "main",
      base_url: "https://auth.example.com",
    });
  });

  it("offers the allowed categories as a choice", () => {
    expect(field(articleFields, "category")).toMatchObject({
      widget: "select",
      options: ["Motivation", "Thought provoking", "First steps"],
    });
  });

  it("stores dates as 2025-07-11, without a time", () => {
    expect(field(articleFields, "date")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD",
      time_format: false,
    });
  });

  it("refuses links that are not https, with the checker's message", () => {
    const [pattern, message] = field(articleFields, "link").pattern as [string, string];
    expect(message).toBe("must be an https URL");
    const regex = new RegExp(pattern, "u");
    expect(regex.test("https://newsletter.example.com/p/x")).toBe(true);
    for (const bad of ["http://newsletter.example.com/p/x", "htps://a.b", "https://localhost", "https://a.b/c d"]) {
      expect(regex.test(bad)).toBe(false);
    }
  });

  it("requires what the checker requires and lets may-be-empty texts stay empty", () => {
    expect(field(articleFields, "title").required).toBeUndefined();
    expect(field(articleFields, "excerpt").required).toBe(false);
    expect(field(fileEntry("site").fields, "logoAlt").required).toBe(false);
    expect(field(fileEntry("site").fields, "labels", "newTab").required).toBeUndefined();
  });

  it("asks for the number of articles shown as a whole number within the checker's range", () => {
    expect(field(fileEntry("home").fields, "articles", "limit")).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1,
      max: 24,
    });
    expect(field(fileEntry("home").fields, "articles", "limit").required).toBeUndefined();
  });

  it("lets the newsletter archive stay empty, and refuses an address that is not https", () => {
    const archive = field(fileEntry("home").fields, "articles", "archiveUrl");
    expect(archive.required).toBe(false);
    const [pattern, message] = archive.pattern as [string, string];
    expect(message).toBe("must be an https URL, or empty");
    const regex = new RegExp(pattern, "u");
    for (const good of ["", "https://newsletter.example.com/archive"]) expect(regex.test(good)).toBe(true);
    for (const bad of [" ", "http://newsletter.example.com/archive", "newsletter.example.com"]) {
      expect(regex.test(bad)).toBe(false);
    }
  });

  it("lets the lists the page can do without be emptied, and keeps the others from it", () => {
    expect(field(fileEntry("home").fields, "about", "paragraphs").min).toBeUndefined();
    expect(field(fileEntry("book").fields, "stories").min).toBeUndefined();
    expect(field(fileEntry("book").fields, "synopsis").min).toBeUndefined();
    expect(field(fileEntry("site").fields, "socials").min).toBeUndefined();
    expect(field(fileEntry("site").fields, "navigation").min).toBe(1);
    expect(fileEntry("carousel").fields[0].min).toBe(1);
  });

  it("uploads pictures into the folder the content uses and stores the same relative paths", () => {
    expect(field(articleFields, "image")).toMatchObject({
      widget: "image",
      media_folder: "/content/images/articles",
      public_folder: "./images/articles",
    });
    expect(field(fileEntry("home").fields, "about", "portrait")).toMatchObject({
      media_folder: "/content/images",
      public_folder: "../images",
    });
    expect(field(fileEntry("book").fields, "covers", "flat")).toMatchObject({
      media_folder: "/content/images/covers",
      public_folder: "../images/covers",
    });
  });

  it("numbers articles itself: the id is never typed", () => {
    expect(field(articleFields, "id")).toEqual({ name: "id", label: "Number", widget: "hidden" });
  });

  it("edits the interview's front matter as fields and its body as plain text", () => {
    const interview = fileEntry("interview");
    expect(interview.format).toBe("frontmatter");
    expect(interview.fields.map((f) => f.name)).toEqual(["host", "title", "description", "date", "body"]);
    expect(field(interview.fields, "description")).toMatchObject({ widget: "text", maxlength: 200 });
    expect(field(interview.fields, "body")).toMatchObject({ widget: "text" });
  });

  it("labels every field for the author", () => {
    expect(field(fileEntry("site").fields, "linkHubUrl")).toMatchObject({
      label: "Pre-order link",
      hint: 'Where every "Pre-order" button goes.',
    });
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
