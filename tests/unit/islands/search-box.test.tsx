// @vitest-environment jsdom
import { fireEvent, waitFor } from "@testing-library/react";
import MiniSearch from "minisearch";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SearchBox } from "../../../app/components/layout/search-box.tsx";
import { maxSuggestions, startSearchCombobox } from "../../../app/components/layout/search-combobox.ts";
import { miniSearchOptions, type SearchDocument, searchIndexUrl } from "../../../app/lib/contracts/search-index.ts";

// The header's search field as the server renders it (search-box.tsx), with its island and the on-demand
// combobox (decision 041), over a small index built with the shared options, as the render pipeline does.
const page = (id: string, title: string, section: string, text: string, date = ""): SearchDocument => ({
  id,
  title,
  headings: "",
  description: "",
  text,
  section,
  date,
});
const documents = [
  page("/refunds", "Refund Policy", "Legal", "Ask for a refund within 14 days of purchase; the refund window closes after that."),
  page("/docs/compliance", "Compliance", "Docs", "How the platform meets SOC 2 and ISO 27001, and the evidence we keep."),
  page("/blog/zero-trust-habit", "Zero trust as a habit", "Blog", "Compliance is not security: a refund of trust takes years.", "2026-02-11"),
  ...Array.from({ length: 12 }, (_, n) => page(`/docs/guide-${n}`, `Platform guide ${n}`, "Docs", "The platform, step by step.")),
];
const indexJson = () => {
  const index = new MiniSearch<SearchDocument>(miniSearchOptions);
  index.addAll(documents);
  return JSON.stringify(index);
};

let requests: string[] = [];
let answer: () => Response = () => new Response(indexJson(), { headers: { "content-type": "application/json" } });
const stops: (() => void)[] = [];

/** A fresh island module per test: the index it fetched is kept for the page's lifetime (here, one test). */
let enhanceSearchBox: typeof import("../../../app/components/layout/search-box.island.ts").default;

function mount() {
  document.body.innerHTML = `<p><input id="elsewhere"></p>${renderToStaticMarkup(<SearchBox id="header-search" />)}<details class="mobile-menu"><summary>Menu</summary>${renderToStaticMarkup(<SearchBox id="menu-search" />)}</details>`;
  const [header, menu] = Array.from(document.querySelectorAll<HTMLFormElement>('[data-island="site-search"]'));
  for (const form of [header!, menu!]) {
    const stop = enhanceSearchBox(form);
    if (stop) stops.push(stop);
  }
  const input = (form: HTMLFormElement) => form.querySelector("input")!;
  return { header: header!, menu: menu!, field: input(header!), menuField: input(menu!) };
}

const listbox = (field: HTMLInputElement) => document.getElementById(field.getAttribute("aria-controls") ?? "")!;
const optionTitles = (field: HTMLInputElement) =>
  Array.from(listbox(field).querySelectorAll("[role=option] .search-option-title"), (title) => title.textContent);
const key = (field: HTMLElement, name: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(field, { key: name, ...init });
async function typeInto(field: HTMLInputElement, text: string) {
  field.focus();
  fireEvent.input(field, { target: { value: text } });
  await waitFor(() => expect(field.getAttribute("aria-expanded")).toBe("true"));
}

beforeEach(async () => {
  vi.resetModules();
  ({ default: enhanceSearchBox } = await import("../../../app/components/layout/search-box.island.ts"));
  requests = [];
  answer = () => new Response(indexJson(), { headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      requests.push(url);
      return answer();
    }),
  );
  // jsdom lays nothing out; scrolling the active option into view is the browser's business.
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("the header's search field", () => {
  it("is a combobox from the start, and asks for nothing until it is used", async () => {
    const { field, menuField } = mount();
    for (const input of [field, menuField]) {
      expect(input.getAttribute("role")).toBe("combobox");
      expect(input.getAttribute("aria-expanded")).toBe("false");
      expect(input.getAttribute("aria-autocomplete")).toBe("list");
      expect(input.autocomplete).toBe("off");
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
    expect(document.querySelector("[role=listbox]")).toBeNull();
  });

  it("fetches the index once on first focus, for both fields, and shows typo-tolerant and prefix matches as the visitor types", async () => {
    const { field, menuField } = mount();
    field.focus();
    await waitFor(() => expect(field.getAttribute("aria-controls")).toBeTruthy());
    fireEvent.input(field, { target: { value: "refnd" } });
    await waitFor(() => expect(field.getAttribute("aria-expanded")).toBe("true"));
    expect(optionTitles(field)[0]).toBe("Refund Policy");
    expect(optionTitles(field).at(-1)).toBe("All results for “refnd”");
    expect(listbox(field).closest(".search-popup")?.hasAttribute("hidden")).toBe(false);

    fireEvent.input(field, { target: { value: "compl" } });
    expect(optionTitles(field)[0]).toBe("Compliance");
    expect(document.querySelector(`#${field.id}-option-0 .search-option-detail`)?.textContent).toBe("Docs");
    expect(document.querySelector("[role=status]")?.textContent).toBe("2 pages found. Use the up and down arrows to choose one.");

    await typeInto(menuField, "soc 2");
    expect(optionTitles(menuField)[0]).toBe("Compliance");
    expect(requests).toEqual([searchIndexUrl]);
  });

  it("searches what was typed before the index arrived", async () => {
    const { field } = mount();
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    const body = indexJson();
    answer = () =>
      new Response(
        new ReadableStream({ start: async (controller) => (await arrived, controller.enqueue(new TextEncoder().encode(body)), controller.close()) }),
      );
    field.focus();
    fireEvent.input(field, { target: { value: "refund window" } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(field.getAttribute("aria-expanded")).toBe("false");
    release();
    await waitFor(() => expect(optionTitles(field)[0]).toBe("Refund Policy"));
  });

  it("shows at most eight pages, then the results page", async () => {
    const { field } = mount();
    await typeInto(field, "platform");
    expect(optionTitles(field)).toHaveLength(maxSuggestions + 1);
    expect(optionTitles(field).at(-1)).toBe("All results for “platform”");
  });

  it("moves the visual focus with the arrows (aria-activedescendant), keeps DOM focus in the field, and closes on Escape, then clears", async () => {
    const { field } = mount();
    await typeInto(field, "refund");
    const count = listbox(field).querySelectorAll("[role=option]").length;
    key(field, "ArrowDown");
    expect(field.getAttribute("aria-activedescendant")).toBe(`${field.id}-option-0`);
    expect(document.getElementById(`${field.id}-option-0`)?.getAttribute("aria-selected")).toBe("true");
    key(field, "ArrowDown");
    expect(field.getAttribute("aria-activedescendant")).toBe(`${field.id}-option-1`);
    expect(document.getElementById(`${field.id}-option-0`)?.hasAttribute("aria-selected")).toBe(false);
    key(field, "ArrowUp");
    key(field, "ArrowUp");
    expect(field.getAttribute("aria-activedescendant")).toBe(`${field.id}-option-${count - 1}`);
    expect(document.activeElement).toBe(field);

    // Home and End move the caret: the option loses the visual focus, the browser keeps the key.
    expect(key(field, "Home")).toBe(true);
    expect(field.hasAttribute("aria-activedescendant")).toBe(false);

    // Escape closes (and is not also the mobile menu's), then empties the field, then is left to the page.
    const menuEscape = vi.fn();
    document.body.addEventListener("keydown", menuEscape);
    key(field, "Escape");
    expect(field.getAttribute("aria-expanded")).toBe("false");
    expect(field.value).toBe("refund");
    key(field, "Escape");
    expect(field.value).toBe("");
    expect(menuEscape).not.toHaveBeenCalled();
    key(field, "Escape");
    expect(menuEscape).toHaveBeenCalledTimes(1);
  });

  it("leaves Enter to the form when no option is active (it submits to /search), and closes when focus leaves", async () => {
    const { field, header } = mount();
    await typeInto(field, "refund");
    expect(key(field, "Enter")).toBe(true);
    expect(header.getAttribute("action")).toBe("/search");
    fireEvent.blur(field);
    expect(field.getAttribute("aria-expanded")).toBe("false");
    expect(listbox(field).closest(".search-popup")?.hasAttribute("hidden")).toBe(true);
  });

  it("focuses on / and Ctrl-K, but not while the visitor types in another field; the mobile field's shortcut opens its menu", () => {
    const { header, field, menu, menuField } = mount();
    // jsdom lays nothing out: the desktop field is "shown", the mobile menu's button is not.
    header.getClientRects = () => ({ length: 1 }) as DOMRectList;
    const elsewhere = document.getElementById("elsewhere")!;
    elsewhere.focus();
    expect(key(elsewhere, "/")).toBe(true);
    expect(document.activeElement).toBe(elsewhere);
    expect(key(document.body, "/")).toBe(false);
    expect(document.activeElement).toBe(field);
    field.blur();
    key(document.body, "k", { ctrlKey: true });
    expect(document.activeElement).toBe(field);

    field.blur();
    header.getClientRects = () => ({ length: 0 }) as DOMRectList;
    const details = menu.closest("details")!;
    details.querySelector("summary")!.getClientRects = () => ({ length: 1 }) as DOMRectList;
    key(document.body, "/");
    expect(details.open).toBe(true);
    expect(document.activeElement).toBe(menuField);
  });

  it("retries a failed index on the next focus, and the form keeps working meanwhile", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { field } = mount();
    answer = () => new Response("", { status: 503 });
    field.focus();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(field.getAttribute("aria-expanded")).toBe("false");
    answer = () => new Response(indexJson());
    field.blur();
    fireEvent.input(field, { target: { value: "refund" } });
    field.focus();
    await waitFor(() => expect(optionTitles(field)[0]).toBe("Refund Policy"));
    expect(requests.length).toBeGreaterThanOrEqual(2);
    warn.mockRestore();
  });
});

describe("the combobox (search-combobox.ts)", () => {
  it("goes to the chosen option's page with Enter, or with a click", async () => {
    document.body.innerHTML = renderToStaticMarkup(<SearchBox id="header-search" />);
    const form = document.querySelector("form")!;
    const field = form.querySelector("input")!;
    const navigate = vi.fn();
    stops.push(startSearchCombobox(form, field, async () => indexJson(), navigate));
    await typeInto(field, "refund");
    key(field, "ArrowDown");
    expect(key(field, "Enter")).toBe(false);
    expect(navigate).toHaveBeenLastCalledWith("/refunds");
    expect(field.getAttribute("aria-expanded")).toBe("false");

    await typeInto(field, "soc 2");
    const options = listbox(field).querySelectorAll<HTMLElement>("[role=option]");
    expect(fireEvent.pointerDown(options[0]!)).toBe(false);
    fireEvent.click(options[0]!.querySelector(".search-option-title")!);
    expect(navigate).toHaveBeenLastCalledWith("/docs/compliance");
    fireEvent.input(field, { target: { value: "soc  2" } });
    key(field, "ArrowUp");
    key(field, "Enter");
    expect(navigate).toHaveBeenLastCalledWith("/search?q=soc+2");
  });

  it("shows nothing for a query with nothing searchable in it, and draws titles as text, never as markup", async () => {
    document.body.innerHTML = renderToStaticMarkup(<SearchBox id="header-search" />);
    const form = document.querySelector("form")!;
    const field = form.querySelector("input")!;
    stops.push(startSearchCombobox(form, field, async () => indexJson(), vi.fn()));
    await typeInto(field, "<img src=x onerror=alert(1)>");
    expect(document.querySelector("img")).toBeNull();
    expect(optionTitles(field).at(-1)).toBe("All results for “<img src=x onerror=alert(1)>”");
    fireEvent.input(field, { target: { value: " \u0000\u200b " } });
    expect(field.getAttribute("aria-expanded")).toBe("false");
    expect(listbox(field).children).toHaveLength(0);
  });
});
