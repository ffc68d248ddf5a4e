import MiniSearch from "minisearch";
import { comboboxKeyAction } from "~/lib/browser/combobox-keys";
import { listen } from "~/lib/browser/listen";
import { cleanSearchQuery, miniSearchOptions, runSearch, type SearchDocument, searchPagePath, searchQueryParam } from "~/lib/contracts/search-index";

/**
 * Results as you type in the header's search field: the on-demand chunk search-box.island.ts imports on
 * the field's first use, with MiniSearch (decision 041). It turns the field into the ARIA Authoring
 * Practices' editable combobox with a listbox popup (list autocomplete, manual selection): focus stays in
 * the field, the visually focused option is its aria-activedescendant, the keys are combobox-keys.ts.
 * The last option always leads to the full results page, as Enter does with no option chosen.
 */

/** The pages shown as you type; the results page (/search) lists them all. */
export const maxSuggestions = 8;

/** One option: where it leads, and its words. */
export interface Suggestion {
  href: string;
  title: string;
  /** The page's section and date ("Docs", "Blog · 2026-03-04"); empty for the results page's option. */
  detail: string;
}

/**
 * The options for what the field holds: the best pages for the query (the contract's cleaning and
 * AND-then-OR search, with the shared options' prefix and typo tolerance), then the results page for it.
 * None for a query with nothing searchable in it.
 */
export function suggestionsFor(index: MiniSearch<SearchDocument>, value: string): Suggestion[] {
  const query = cleanSearchQuery(value);
  if (query === "") return [];
  const pages = runSearch(index, query)
    .slice(0, maxSuggestions)
    .map((hit) => ({ href: String(hit.id), title: hit.title, detail: [hit.section, hit.date].filter(Boolean).join(" · ") }));
  const all = { href: `${searchPagePath}?${new URLSearchParams({ [searchQueryParam]: query })}`, title: `All results for “${query}”`, detail: "" };
  return [...pages, all];
}

/** The index, loaded once per fetched text however many fields use it (header and mobile menu). */
const loadedIndexes = new WeakMap<Promise<string>, Promise<MiniSearch<SearchDocument>>>();
function loadIndex(json: Promise<string>): Promise<MiniSearch<SearchDocument>> {
  let index = loadedIndexes.get(json);
  if (!index) {
    // In slices that yield to the page (loadJSONAsync), so a slow phone's typing never waits behind one long task.
    index = json.then((text) => MiniSearch.loadJSONAsync<SearchDocument>(text, miniSearchOptions));
    loadedIndexes.set(json, index);
  }
  return index;
}

/** What the polite status line says after the options change (screen readers are not told of a popup's content otherwise). */
function statusFor(suggestions: readonly Suggestion[]): string {
  if (suggestions.length === 0) return "";
  const pages = suggestions.length - 1;
  if (pages === 0) return "No page matches yet. Press Enter to search all pages.";
  return `${pages} ${pages === 1 ? "page" : "pages"} found. Use the up and down arrows to choose one.`;
}

/**
 * Enhances one search field (search-box.tsx) into the combobox. `indexJson` fetches the compact index's
 * text (the same promise for every call until one fails, then a new attempt); `navigate` goes to a chosen
 * option's page. Returns the clean-up.
 */
export function startSearchCombobox(
  form: HTMLElement,
  input: HTMLInputElement,
  indexJson: () => Promise<string>,
  navigate: (href: string) => void = (href) => window.location.assign(href),
): () => void {
  const listboxId = `${input.id}-listbox`;
  const optionId = (position: number) => `${input.id}-option-${position}`;
  const popup = document.createElement("div");
  popup.className = "search-popup";
  popup.hidden = true;
  const listbox = document.createElement("ul");
  listbox.id = listboxId;
  listbox.setAttribute("role", "listbox");
  listbox.setAttribute("aria-label", "Search suggestions");
  popup.append(listbox);
  const status = document.createElement("p");
  status.setAttribute("role", "status");
  status.className = "sr-only";
  form.append(popup, status);
  input.setAttribute("aria-controls", listboxId);

  let index: MiniSearch<SearchDocument> | undefined;
  let loading = false;
  let suggestions: Suggestion[] = [];
  let expanded = false;
  let active = -1;
  const focused = () => document.activeElement === input;

  /** Shows the state: the popup, which option is active, and the field's ARIA that says both. */
  const render = () => {
    input.setAttribute("aria-expanded", String(expanded));
    popup.hidden = !expanded;
    listbox.querySelectorAll("[aria-selected]").forEach((option) => option.removeAttribute("aria-selected"));
    const option = expanded && active >= 0 ? document.getElementById(optionId(active)) : null;
    if (option) {
      option.setAttribute("aria-selected", "true");
      input.setAttribute("aria-activedescendant", option.id);
      option.scrollIntoView?.({ block: "nearest" });
    } else {
      input.removeAttribute("aria-activedescendant");
    }
  };

  /** The field's text changed (or the index arrived): new options, none active, shown while the field has focus. */
  const update = () => {
    if (!index) return;
    suggestions = suggestionsFor(index, input.value);
    listbox.replaceChildren(
      ...suggestions.map((suggestion, position) => {
        const option = document.createElement("li");
        option.id = optionId(position);
        option.setAttribute("role", "option");
        option.className = position === suggestions.length - 1 ? "search-option search-option-all" : "search-option";
        option.dataset.position = String(position);
        const title = document.createElement("span");
        title.className = "search-option-title";
        title.textContent = suggestion.title;
        option.append(title);
        if (suggestion.detail) {
          const detail = document.createElement("span");
          detail.className = "search-option-detail";
          detail.textContent = suggestion.detail;
          option.append(detail);
        }
        return option;
      }),
    );
    active = -1;
    expanded = suggestions.length > 0 && focused();
    status.textContent = statusFor(suggestions);
    render();
  };

  const ensureIndex = () => {
    if (index || loading) return;
    loading = true;
    loadIndex(indexJson())
      .then((loaded) => {
        index = loaded;
        update();
      })
      .catch((error: unknown) => {
        // The form still works (Enter goes to /search); the next focus tries again.
        console.warn("The search index could not be loaded", error);
      })
      .finally(() => {
        loading = false;
      });
  };

  const choose = (position: number) => {
    const suggestion = suggestions[position];
    if (!suggestion) return;
    expanded = false;
    render();
    navigate(suggestion.href);
  };

  const cleanups = [
    listen(input, "input", update),
    listen(input, "focus", () => {
      ensureIndex();
      update();
    }),
    listen(input, "blur", () => {
      expanded = false;
      active = -1;
      render();
    }),
    listen<KeyboardEvent>(input, "keydown", (event) => {
      if (event.isComposing) return;
      const action = comboboxKeyAction(event, { expanded, active, options: suggestions.length, hasText: input.value !== "" });
      if (!action) return;
      if (action.type === "text") {
        // The caret moves or the text changes as the browser does it; the options lose the visual focus.
        active = -1;
        render();
        return;
      }
      event.preventDefault();
      // Escape is the combobox's here, not also the mobile menu's (header.island.ts closes it on Escape).
      event.stopPropagation();
      if (action.type === "choose") {
        choose(action.active);
      } else if (action.type === "clear") {
        input.value = "";
        update();
      } else {
        expanded = action.expanded;
        active = action.active;
        render();
      }
    }),
    // A press on an option must not take the focus from the field (which would close the popup first).
    listen<PointerEvent>(listbox, "pointerdown", (event) => event.preventDefault()),
    listen<MouseEvent>(listbox, "click", (event) => {
      const option = event.target instanceof Element ? event.target.closest<HTMLElement>("[role=option]") : null;
      if (option) choose(Number(option.dataset.position));
    }),
  ];

  // Started by a focus or an input event: that first one happened before the chunk arrived.
  ensureIndex();
  return () => {
    cleanups.forEach((cleanup) => cleanup());
    popup.remove();
    status.remove();
    input.removeAttribute("aria-controls");
    input.removeAttribute("aria-activedescendant");
    input.setAttribute("aria-expanded", "false");
  };
}
