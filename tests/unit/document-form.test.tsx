// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DocumentField, ImageLibrary } from "../../app/components/admin/content/document-fields.tsx";
import { contentDocuments, documentIds, type DocumentId } from "../../app/content/documents.ts";
import { describeChange, diffDocuments } from "../../app/lib/editor/content-diff.ts";
import {
  applyOperation,
  emptyValue,
  jsonFieldMaxCharacters,
  parseOperation,
  readForm,
  schemaAt,
  withImageDetails,
  type ImageChoice,
  type JsonSchema,
  type UnreadField,
} from "../../app/lib/editor/document-form.ts";

/** A document's form schema, made as the server makes it (server/content/content-services.ts). */
const jsonSchemaOf = (id: DocumentId) => z.toJSONSchema(contentDocuments[id].schema, { unrepresentable: "any" }) as JsonSchema;

/** The editor's fields for `data`, rendered, and what a browser posts for them (no disabled field, no unticked box, no button). */
function posted(schema: JsonSchema, data: unknown): URLSearchParams {
  document.body.innerHTML = `<form>${renderToStaticMarkup(<DocumentField schema={schema} path={[]} value={data} label="Document" required problems={new Map()} />)}</form>`;
  const form = document.querySelector("form")!;
  return new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]));
}

describe("the document form", () => {
  it.each(documentIds)("reads back the shipped data of %s from what its form posts", (id) => {
    const schema = jsonSchemaOf(id);
    const shipped = contentDocuments[id].shipped;
    const read = readForm(schema, posted(schema, shipped));
    expect(diffDocuments(shipped, read).map(describeChange)).toEqual([]);
    expect(read).toEqual(shipped);
    expect(contentDocuments[id].schema.safeParse(read).success).toBe(true);
  });

  it("reads a changed field, keeps a line break as \\n and a non-number as typed", () => {
    const schema = jsonSchemaOf("services");
    const form = posted(schema, contentDocuments.services.shipped);
    form.set("v.serviceDetails.web.pricing", "Starting at $6,500");
    form.set("v.serviceDetails.web.description", "One\r\nTwo");
    const read = readForm(schema, form) as typeof contentDocuments.services.shipped;
    expect(read.serviceDetails.web.pricing).toBe("Starting at $6,500");
    expect(read.serviceDetails.web.description).toBe("One\nTwo");

    const numbers: JsonSchema = { type: "object", properties: { count: { type: "number" } }, required: ["count"] };
    expect(readForm(numbers, new URLSearchParams({ "v.count": "12" }))).toEqual({ count: 12 });
    expect(readForm(numbers, new URLSearchParams({ "v.count": "twelve" }))).toEqual({ count: "twelve" });
  });

  it("leaves out an optional field left blank (text, switch, list, group), keeps a required one to be reported", () => {
    const schema: JsonSchema = {
      type: "object",
      properties: {
        title: { type: "string" },
        note: { type: "string" },
        wide: { type: "boolean" },
        submenu: { type: "array", items: { type: "string" }, minItems: 1 },
        action: { type: "object", properties: { label: { type: "string" }, href: { type: "string" } }, required: ["label", "href"] },
      },
      required: ["title"],
    };
    expect(readForm(schema, new URLSearchParams({ "v.title": "", "v.note": "", "n.submenu": "0", "v.action.label": "", "v.action.href": "" }))).toEqual({
      title: "",
    });
    expect(
      readForm(
        schema,
        new URLSearchParams({ "v.title": "T", "v.wide": "on", "n.submenu": "1", "v.submenu.0": "", "v.action.label": "Go", "v.action.href": "" }),
      ),
    ).toEqual({
      title: "T",
      wide: true,
      submenu: [""],
      action: { label: "Go", href: "" },
    });
  });

  it("gives a value the fields of another shape chosen for it (a brief made an article), keeping what it had", () => {
    const schema = jsonSchemaOf("news");
    const shipped = contentDocuments.news.shipped;
    const index = shipped.newsItems.findIndex((item) => item.kind === "brief");
    expect(index).toBeGreaterThanOrEqual(0);
    const form = posted(schema, shipped);
    const select = document.querySelector<HTMLSelectElement>(`#f-newsItems-${index}-shape`)!;
    const article = [...select.options].find((option) => option.textContent === "Article")!;
    form.set(`u.newsItems.${index}`, article.value);
    const item = (readForm(schema, form) as typeof shipped).newsItems[index] as Record<string, unknown>;
    expect(item).toMatchObject({ kind: "article", id: shipped.newsItems[index]!.id, title: shipped.newsItems[index]!.title, author: "", content: "" });
    // Rendered again, the form shows the article's fields.
    posted(schema, { ...shipped, newsItems: shipped.newsItems.map((entry, at) => (at === index ? item : entry)) });
    expect(document.querySelector<HTMLSelectElement>(`#f-newsItems-${index}-shape`)!.value).toBe(article.value);
    expect(document.querySelector(`#f-newsItems-${index}-author`)).not.toBeNull();
  });

  it("caps a posted list length, so a post cannot make a million items", () => {
    const schema: JsonSchema = { type: "object", properties: { tags: { type: "array", items: { type: "string" } } }, required: ["tags"] };
    expect((readForm(schema, new URLSearchParams({ "n.tags": "1000000000" })) as { tags: unknown[] }).tags).toHaveLength(1000);
    expect(readForm(schema, new URLSearchParams({ "n.tags": "-3" }))).toEqual({ tags: [] });
  });
});

describe("JSON fields", () => {
  // The docs cards' JSON fields (a card with links has no items): the one place the form takes JSON text.
  const schema = jsonSchemaOf("docs");
  const field = "j.docsCategories.0.items";
  let shippedForm: URLSearchParams | undefined;
  const read = (text: string) => {
    // The shipped docs' post, rendered once: a render of the whole form per case takes seconds.
    shippedForm ??= posted(schema, contentDocuments.docs.shipped);
    const form = new URLSearchParams(shippedForm);
    form.set(field, text);
    const unread: UnreadField[] = [];
    const data = readForm(schema, form, [], unread) as { docsCategories: { items?: unknown }[] };
    return { value: data.docsCategories[0]!.items, unread };
  };
  const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

  it("reads JSON nested as deep as the document may be at that field, and no deeper", () => {
    // The field is three levels into the document, which may nest 32 levels in all.
    expect(read(nested(29))).toMatchObject({ unread: [] });
    expect(read(nested(30))).toEqual({
      value: nested(30),
      unread: [
        {
          path: ["docsCategories", 0, "items"],
          message: "This JSON was not read: It is nested more than 29 levels deep (lists and groups inside each other).",
        },
      ],
    });
    // 2,500 levels in 5 KB: the post that made the document's page 12.9 MB, refused on the text.
    expect(read(nested(2500)).unread).toHaveLength(1);
  });

  it("refuses JSON text longer than a field may hold, and keeps text that is not JSON for the schema to name", () => {
    expect(read(`"${"x".repeat(jsonFieldMaxCharacters)}"`).unread[0]?.message).toBe("This JSON was not read: It is longer than 65,536 characters.");
    expect(read("{not json")).toEqual({ value: "{not json", unread: [] });
    expect(read("[1, 2]")).toEqual({ value: [1, 2], unread: [] });
  });
});

describe("list operations", () => {
  const schema = jsonSchemaOf("services");
  const data = contentDocuments.services.shipped;
  const technologies = (value: unknown) => (value as typeof data).serviceDetails.web.technologies;
  const before = technologies(data);
  const run = (op: string) => applyOperation(schema, data, parseOperation(op)!);

  it("adds an empty item, removes one, moves one up and down, and leaves the data it was given alone", () => {
    expect(technologies(run("add:serviceDetails.web.technologies"))).toEqual([
      ...before,
      emptyValue(schemaAt(schema, ["serviceDetails", "web", "technologies", 0])!),
    ]);
    expect(technologies(run("add:serviceDetails.web.technologies")).at(-1)).toBe("");
    expect(technologies(run("remove:serviceDetails.web.technologies.0"))).toEqual(before.slice(1));
    expect(technologies(run("remove:serviceDetails.web.technologies.2"))).toEqual([...before.slice(0, 2), ...before.slice(3)]);
    expect(technologies(run("up:serviceDetails.web.technologies.1"))).toEqual([before[1], before[0], ...before.slice(2)]);
    expect(technologies(run("down:serviceDetails.web.technologies.0"))).toEqual([before[1], before[0], ...before.slice(2)]);
    // The edges: the first cannot go up, the last cannot go down.
    expect(run("up:serviceDetails.web.technologies.0")).toEqual(data);
    expect(run(`down:serviceDetails.web.technologies.${before.length - 1}`)).toEqual(data);
    expect(technologies(data)).toEqual(contentDocuments.services.shipped.serviceDetails.web.technologies);
    expect(before).toHaveLength(10);
  });

  it("numbers a new item of a list numbered by id after the highest", () => {
    const schema = jsonSchemaOf("news");
    const shipped = contentDocuments.news.shipped;
    const added = (applyOperation(schema, shipped, { op: "add", list: ["newsItems"] }) as typeof shipped).newsItems.at(-1)!;
    expect(added.id).toBe(Math.max(...shipped.newsItems.map((item) => item.id)) + 1);
  });

  it("adds a docs page under a typed address (its slug set to it) and removes one; leaves a fixed set of keys alone", () => {
    const schema = jsonSchemaOf("docs");
    const shipped = contentDocuments.docs.shipped;
    const op = parseOperation("add:docsPages", " release-notes ")!;
    expect(op).toEqual({ op: "add", list: ["docsPages"], key: "release-notes" });
    const added = applyOperation(schema, shipped, op) as typeof shipped;
    expect(Object.keys(added.docsPages)).toEqual([...Object.keys(shipped.docsPages), "release-notes"]);
    expect(added.docsPages["release-notes"]).toMatchObject({ slug: "release-notes", title: "", cards: [] });
    // An existing address, an empty or dotted one adds nothing.
    expect(applyOperation(schema, added, op)).toEqual(added);
    for (const key of ["", "a.b", "a,b"]) expect(applyOperation(schema, shipped, { op: "add", list: ["docsPages"], key })).toEqual(shipped);
    const first = Object.keys(shipped.docsPages)[0]!;
    const removeOp = parseOperation(`remove:docsPages.${first}`)!;
    expect(removeOp).toEqual({ op: "remove", list: ["docsPages"], key: first });
    expect(Object.keys((applyOperation(schema, shipped, removeOp) as typeof shipped).docsPages)).not.toContain(first);
    // The services' details are keyed by the fixed list of services: no entry is added or removed there.
    const services = jsonSchemaOf("services");
    expect(applyOperation(services, contentDocuments.services.shipped, { op: "add", list: ["serviceDetails"], key: "extra" })).toEqual(
      contentDocuments.services.shipped,
    );
    expect(applyOperation(services, contentDocuments.services.shipped, { op: "remove", list: ["serviceDetails"], key: "web" })).toEqual(
      contentDocuments.services.shipped,
    );
  });

  it("offers a new entry's address and a remove button for docs pages, none for the services' fixed details", () => {
    posted(jsonSchemaOf("docs"), contentDocuments.docs.shipped);
    expect(document.querySelector('input[name="_key.docsPages"]')).not.toBeNull();
    expect(document.querySelector('button[value="add:docsPages"]')).not.toBeNull();
    const removes = [...document.querySelectorAll<HTMLButtonElement>('button[value^="remove:docsPages."]')]
      .map((button) => button.value)
      .filter((value) => value.split(".").length === 2);
    expect(removes).toEqual(Object.keys(contentDocuments.docs.shipped.docsPages).map((slug) => `remove:docsPages.${slug}`));
    posted(jsonSchemaOf("services"), contentDocuments.services.shipped);
    expect(document.querySelector('input[name="_key.serviceDetails"]')).toBeNull();
    expect(
      [...document.querySelectorAll<HTMLButtonElement>('button[value^="remove:serviceDetails."]')].filter((button) => button.value.split(".").length === 2),
    ).toEqual([]);
  });

  it("adds no item past a list's maximum, and none to a fixed-length tuple", () => {
    const limited: JsonSchema = { type: "object", properties: { tags: { type: "array", items: { type: "string" }, maxItems: 2 } }, required: ["tags"] };
    expect(applyOperation(limited, { tags: ["a"] }, parseOperation("add:tags")!)).toEqual({ tags: ["a", ""] });
    expect(applyOperation(limited, { tags: ["a", "b"] }, parseOperation("add:tags")!)).toEqual({ tags: ["a", "b"] });
    expect(run("add:serviceDetails.web.process")).toEqual(data);
    expect(run("remove:serviceDetails.web.process.0")).toEqual(data);
  });

  it.each([
    null,
    "",
    "delete:serviceDetails.web.process.0",
    "add:",
    "remove:serviceDetails.web.process",
    "up:serviceDetails.web.process.x",
    "add:serviceDetails.web.process;rm -rf /",
    "add:__proto__.polluted",
    "remove:__proto__.0",
    "add:constructor.prototype.polluted",
    "ADD:serviceDetails.web.process",
    " add:serviceDetails.web.process",
    "add:serviceDetails.web.process\nremove:serviceDetails.web.process.0",
  ])("ignores the hostile or malformed operation %j", (value) => {
    const operation = parseOperation(value);
    const result = operation ? applyOperation(schema, data, operation) : data;
    expect(result).toEqual(data);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("leaves alone an operation on something that is not a list of the schema, or an index out of range", () => {
    for (const value of [
      "add:serviceDetails.web.pricing",
      "add:serviceDetails",
      "remove:serviceDetails.web.process.99",
      "add:serviceDetails.nowhere.process",
      "add:servicesPage.hero.title",
    ]) {
      const operation = parseOperation(value);
      expect(operation ? applyOperation(schema, data, operation) : data, value).toEqual(data);
    }
  });
});

describe("image fields", () => {
  const upload: ImageChoice = {
    src: `/media/${"a".repeat(32)}-1440.webp`,
    alt: "A lighthouse at dusk",
    width: 1440,
    height: 810,
    label: "lighthouse.jpg (1600 × 900) — A lighthouse at dusk",
  };
  const schema = jsonSchemaOf("news");
  const shipped = contentDocuments.news.shipped;

  function postedWithLibrary(data: unknown, library: ImageChoice[]): URLSearchParams {
    document.body.innerHTML = `<form>${renderToStaticMarkup(
      <ImageLibrary.Provider value={library}>
        <DocumentField schema={schema} path={[]} value={data} label="News" required problems={new Map()} />
      </ImageLibrary.Provider>,
    )}</form>`;
    return new URLSearchParams([...new FormData(document.querySelector("form")!)].map(([name, value]) => [name, String(value)]));
  }

  it("offers the uploaded images by name beside the image in place, with its alt text as a labelled field", () => {
    postedWithLibrary(shipped, [upload]);
    const select = document.querySelector<HTMLSelectElement>("#f-newsItems-0-image-src")!;
    expect([...select.options].map((option) => option.value)).toEqual([shipped.newsItems[0]!.image.src, upload.src]);
    expect(select.value).toBe(shipped.newsItems[0]!.image.src);
    expect(document.querySelector(`label[for="${select.id}"]`)?.textContent).toBe("Image");
    expect(document.querySelector(`label[for="f-newsItems-0-image-alt"]`)?.textContent).toBe("Alt text");
  });

  it("takes a chosen upload's width and height from the upload (and its alt text when left blank), not from the form", () => {
    const form = postedWithLibrary(shipped, [upload]);
    form.set("v.newsItems.0.image.src", upload.src);
    form.set("v.newsItems.0.image.alt", "");
    const read = withImageDetails(schema, readForm(schema, form), [upload]) as typeof shipped;
    expect(read.newsItems[0]!.image).toEqual({ src: upload.src, alt: upload.alt, width: 1440, height: 810 });
    // Another width or format of the same upload names the same picture.
    form.set("v.newsItems.0.image.src", upload.src.replace("1440.webp", "480.avif"));
    form.set("v.newsItems.0.image.alt", "Typed by the editor");
    expect((withImageDetails(schema, readForm(schema, form), [upload]) as typeof shipped).newsItems[0]!.image).toEqual({
      ...upload,
      alt: "Typed by the editor",
      label: undefined,
      src: upload.src,
    });
  });

  it("leaves an image that is not an upload as posted, and everything else untouched", () => {
    const read = readForm(schema, postedWithLibrary(shipped, [upload]));
    expect(withImageDetails(schema, read, [upload])).toEqual(shipped);
    expect(withImageDetails(schema, read, [])).toEqual(shipped);
  });
});
