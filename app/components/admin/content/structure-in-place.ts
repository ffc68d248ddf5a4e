/**
 * A list's Add, Remove, Move up and Move down, and a change of an item's kind, done in place by the live
 * editor (decision 044): the form is posted with `intent=apply`, the route applies the operation to the
 * values as typed with the same code as the round trip (app/lib/editor/document-form.ts), saves nothing and
 * answers the page; the form's fields are swapped for that page's, and focus goes where the change is.
 * One request, no page load: no scroll jump, nothing typed elsewhere lost, and the draft is kept by the
 * autosave that follows. Without JavaScript the same buttons make their round trip.
 */

/** What a list button did, for the one sentence said after it. */
export function operationWords(operation: string): string {
  const [op] = operation.split(":");
  if (op === "up") return "Moved up.";
  if (op === "down") return "Moved down.";
  if (op === "remove") return "Removed.";
  if (op === "add") return "Added: its fields are empty.";
  return "Changed.";
}

function button(form: HTMLFormElement, value: string): HTMLButtonElement | null {
  const found = form.querySelector<HTMLButtonElement>(`button[name="_op"][value="${CSS.escape(value)}"]`);
  return found && !found.disabled ? found : null;
}

/** The first control of an item: the item itself (a text of a list of texts) or the first of its fields. */
function firstFieldOf(form: HTMLFormElement, path: string): HTMLElement | null {
  const name = `v.${path}`;
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input, textarea, select")) {
    if (control.type === "hidden" || !(control.name === name || control.name.startsWith(`${name}.`))) continue;
    return control;
  }
  return null;
}

/**
 * Where focus goes after the operation, in the fields as they are now: the moved item's same button (or its
 * other one at an end of the list), a new item's first field, the list after a removal, the kind's own
 * choice after a change of kind.
 */
export function focusAfter(form: HTMLFormElement, operation: string | null, kindControl: string | null): HTMLElement | null {
  if (kindControl) return form.querySelector<HTMLElement>(`[name="${CSS.escape(kindControl)}"]`);
  const match = /^(add|remove|up|down):([\w.-]+)$/.exec(operation ?? "");
  if (!match) return null;
  const [, op, target] = match as unknown as [string, string, string];
  const segments = target.split(".");
  const last = segments.at(-1) ?? "";
  const list = op === "add" ? target : segments.slice(0, -1).join(".");
  const group = document.getElementById(`f-${list.split(".").join("-") || "document"}`);
  if ((op === "up" || op === "down") && /^\d+$/.test(last)) {
    const index = Number(last) + (op === "up" ? -1 : 1);
    const other = op === "up" ? "down" : "up";
    return button(form, `${op}:${list}.${index}`) ?? button(form, `${other}:${list}.${index}`) ?? group;
  }
  if (op === "add") {
    const count = Number(form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(`n.${list}`)}"]`)?.value ?? NaN);
    const added = Number.isInteger(count) && count > 0 ? firstFieldOf(form, `${list}.${count - 1}`) : null;
    return added ?? group;
  }
  return group;
}

/**
 * Posts the form with the operation (the list button, or none for a change of kind) as `intent=apply` and
 * answers the fields the route rendered, to take the place of the form's (`[data-document-fields]`). Null
 * when the answer is not a page of fields (a refusal, no connection): the caller then makes the round trip,
 * which shows why.
 */
export async function fieldsAfter(form: HTMLFormElement, submitter: HTMLElement | null): Promise<Element | null> {
  const data = new FormData(form, submitter);
  data.set("intent", "apply");
  const body = new URLSearchParams();
  for (const [name, value] of data) if (typeof value === "string") body.append(name, value);
  try {
    const answer = await fetch(form.action, { method: "POST", body, redirect: "manual", credentials: "same-origin" });
    if (answer.status !== 200) return null;
    return new DOMParser().parseFromString(await answer.text(), "text/html").querySelector("[data-document-fields]");
  } catch {
    return null;
  }
}

/**
 * The list items open before an operation (their `data-item-path`), where they are after it: an item moved
 * up or down takes its neighbour's place, a removed one is gone and the ones after it move up one.
 */
export function openAfter(open: readonly string[], operation: string | null): string[] {
  const match = /^(remove|up|down):([\w.-]+)\.(\d+)$/.exec(operation ?? "");
  if (!match) return [...open];
  const [, op, list, at] = match as unknown as [string, string, string, string];
  const index = Number(at);
  const prefix = `${list}.`;
  return open.flatMap((path) => {
    if (!path.startsWith(prefix)) return [path];
    const [position, ...rest] = path.slice(prefix.length).split(".");
    if (!/^\d+$/.test(position ?? "")) return [path];
    let k = Number(position);
    if (op === "remove") {
      if (k === index) return [];
      if (k > index) k -= 1;
    } else {
      const other = op === "up" ? index - 1 : index + 1;
      if (k === index) k = other;
      else if (k === other) k = index;
    }
    return [[`${list}.${k}`, ...rest].join(".")];
  });
}

function replaceChildren(target: Element, source: Element): void {
  target.replaceChildren(...Array.from(source.childNodes, (node) => document.importNode(node, true)));
}

/**
 * The form's fields replaced by the route's (what fieldsAfter answered), keeping unfolded the list items
 * its editor had opened (document-fields.tsx folds them; the route's answer already opens the one added or
 * moved), and the problem summary above the form with the answer's: what it lists, and where its links
 * lead, is the form's now.
 */
export function swapFields(fields: Element, fresh: Element, operation: string | null = null): void {
  const open = Array.from(fields.querySelectorAll<HTMLDetailsElement>("details[open][data-item-path]"), (details) => details.dataset.itemPath ?? "");
  replaceChildren(fields, fresh);
  for (const path of openAfter(open, operation)) {
    const details = fields.querySelector<HTMLDetailsElement>(`details[data-item-path="${CSS.escape(path)}"]`);
    if (details) details.open = true;
  }
  const summary = document.querySelector("[data-problem-summary]");
  const freshSummary = fresh.ownerDocument.querySelector("[data-problem-summary]");
  if (summary && freshSummary) replaceChildren(summary, freshSummary);
}

/** Opens every fold (a list item's <details>) an element is inside, so it can be shown and focused. */
export function openFoldsAround(element: Element | null): void {
  for (let details = element?.closest("details"); details; details = details.parentElement?.closest("details") ?? null) details.open = true;
}
