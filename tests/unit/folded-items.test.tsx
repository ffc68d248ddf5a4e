// @vitest-environment jsdom
// A form's lists fold (issue 38: no form taller than a few screens): an item that is a group of fields is a
// <details> named by its title, closed unless it holds a problem or a list button just added or moved it;
// an item that is one field is one row; the live editor keeps open what its editor opened.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DocumentField, itemSummary, OpenItems, type ProblemsByField } from "../../app/components/admin/content/document-fields.tsx";
import { openAfter } from "../../app/components/admin/content/structure-in-place.ts";
import { appliedAnswer, openItemsOf, problemsByField, shownProblems } from "../../app/lib/editor/applied-change.ts";
import { addressAfterOperation, itemOpenedBy, openedItemParam, parseOperation, type JsonSchema } from "../../app/lib/editor/document-form.ts";

const schema: JsonSchema = {
  type: "object",
  properties: {
    steps: {
      type: "array",
      item: "step",
      maxItems: 10,
      items: { type: "object", properties: { title: { type: "string", maxLength: 60 }, text: { type: "string" } }, required: ["title", "text"] },
    },
    tags: { type: "array", item: "tag", maxItems: 5, items: { type: "string", maxLength: 30 } },
  },
  required: ["steps", "tags"],
};
const data = {
  steps: [
    { title: "Discovery", text: "A working session." },
    { title: "Build", text: "Sprints." },
    { title: "", text: "Untitled." },
  ],
  tags: ["web", "api"],
};

function render(problems: ProblemsByField = new Map(), open: ReadonlySet<string> = new Set()) {
  document.body.innerHTML = renderToStaticMarkup(
    <OpenItems.Provider value={open}>
      <DocumentField schema={schema} path={[]} value={data} label="Service" required problems={problems} />
    </OpenItems.Provider>,
  );
  return document.body;
}

describe("folded list items", () => {
  it("folds each item that is a group of fields, named by its title; an item of one field is a row with no fold", () => {
    const body = render();
    const folds = [...body.querySelectorAll("details")];
    expect(folds.map((details) => details.dataset.itemPath)).toEqual(["steps.0", "steps.1", "steps.2"]);
    expect(folds.map((details) => details.open)).toEqual([false, false, false]);
    expect(folds.map((details) => details.querySelector("summary")!.textContent)).toEqual(["Step 1Discovery", "Step 2Build", "Step 3Untitled."]);
    // Every field is still in the form (folded fields are posted too), the group still named for assistive technology.
    expect(body.querySelector<HTMLInputElement>('[name="v.steps.1.title"]')!.value).toBe("Build");
    expect(folds[0]!.querySelector("legend")!.className).toContain("sr-only");
    // A tag is a row: its label and its input, no details, no hint of its own; the list says the limit once.
    const tag = body.querySelector<HTMLInputElement>('[name="v.tags.0"]')!;
    expect(tag.closest("details")).toBeNull();
    expect(body.querySelector(`label[for="${tag.id}"]`)!.textContent).toBe("Tag 1");
    expect(body.querySelector(`#${tag.id}-hint`)).toBeNull();
    expect(body.textContent).toContain("Up to 5 items. Each up to 30 characters.");
    // The list buttons stay outside the fold, so a folded item can still be moved or removed.
    expect(body.querySelector('button[value="down:steps.0"]')!.closest("details")).toBeNull();
  });

  it("opens an item holding a problem (and says so in its summary), and the one a list button left in view", () => {
    const body = render(new Map([["steps.2.title", ["Add a title."]]]), new Set(["steps.0"]));
    const open = [...body.querySelectorAll("details")].map((details) => details.open);
    expect(open).toEqual([true, false, true]);
    expect(body.querySelector('details[data-item-path="steps.2"] summary')!.textContent).toContain("a problem to fix");
  });

  it("names an item by the first of its naming fields that holds text, shortened", () => {
    expect(itemSummary({ name: "Aurora", title: "" })).toBe("Aurora");
    expect(itemSummary({ question: "How long?" })).toBe("How long?");
    expect(itemSummary({ count: 3 })).toBe("");
    expect(itemSummary({ title: "x".repeat(100) })).toHaveLength(80);
  });
});

describe("which item a list button leaves unfolded", () => {
  const after = { steps: [{}, {}, {}, {}] };
  it("is the added item, the moved one, none after a removal", () => {
    expect(itemOpenedBy(parseOperation("add:steps")!, after)).toBe("steps.3");
    expect(itemOpenedBy(parseOperation("up:steps.2")!, after)).toBe("steps.1");
    expect(itemOpenedBy(parseOperation("down:steps.2")!, after)).toBe("steps.3");
    expect(itemOpenedBy(parseOperation("remove:steps.2")!, after)).toBeUndefined();
    expect(itemOpenedBy(parseOperation("add:nothing")!, after)).toBeUndefined();
  });

  it("travels through the round trip without JavaScript as ?open=, read back only when it is a path", () => {
    expect(addressAfterOperation("/admin/content/services/items/web", parseOperation("add:steps")!, after)).toBe(
      "/admin/content/services/items/web?open=steps.3#f-steps-3",
    );
    expect(addressAfterOperation("/x", parseOperation("remove:steps.1")!, after)).toBe("/x#f-steps");
    expect(openedItemParam("serviceDetails.web.processSteps.2")).toBe("serviceDetails.web.processSteps.2");
    for (const hostile of ['steps.0"><script>', "../admin", "", null, "a.".repeat(200)]) expect(openedItemParam(hostile)).toBeUndefined();
  });

  it("keeps the items its editor had opened where they went: a move swaps two places, a removal shifts the rest", () => {
    const open = ["steps.1", "steps.3.details.0", "tags.0"];
    expect(openAfter(open, "up:steps.1")).toEqual(["steps.0", "steps.3.details.0", "tags.0"]);
    expect(openAfter(open, "down:steps.0")).toEqual(["steps.0", "steps.3.details.0", "tags.0"]);
    expect(openAfter(open, "down:steps.1")).toEqual(["steps.2", "steps.3.details.0", "tags.0"]);
    expect(openAfter(open, "remove:steps.1")).toEqual(["steps.2.details.0", "tags.0"]);
    expect(openAfter(open, "add:steps")).toEqual(open);
    expect(openAfter(open, null)).toEqual(open);
  });
});

describe("what a form shows after a list changed in place", () => {
  const stored = [{ path: ["steps", 0, "title"], message: "Add a title." }];
  it("shows the applied change's problems, none included, a refused save's, else the stored draft's", () => {
    const applied = appliedAnswer({ steps: [{}, {}] }, { revision: 1, version: 2 }, [], parseOperation("add:steps"));
    expect(shownProblems(applied, stored)).toEqual([]);
    expect(shownProblems({ problems: [{ path: ["tags"], message: "Add at least one tag." }] }, stored)).toEqual([
      { path: ["tags"], message: "Add at least one tag." },
    ]);
    expect(shownProblems(undefined, stored)).toEqual(stored);
    expect(problemsByField([...stored, { path: ["steps", 0, "title"], message: "Shorter." }])).toEqual(
      new Map([["steps.0.title", ["Add a title.", "Shorter."]]]),
    );
  });
  it("keeps open the item the change or the round trip's ?open= left in view", () => {
    expect([...openItemsOf(appliedAnswer({ steps: [{}, {}] }, { revision: 1, version: 2 }, [], parseOperation("add:steps")), undefined)]).toEqual(["steps.1"]);
    expect([...openItemsOf(undefined, "steps.0")]).toEqual(["steps.0"]);
    expect([...openItemsOf(undefined, undefined)]).toEqual([]);
  });
});
