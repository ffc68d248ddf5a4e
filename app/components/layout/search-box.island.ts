import type { DomIsland } from "~/islands/dom-island";
import { listen } from "~/lib/browser/listen";

/**
 * The header's search field on every page (search-box.tsx), the part that ships in the client entry
 * and so costs every page: it marks the field as a combobox, makes `/` and Ctrl-K (⌘K) focus it, and on
 * the field's first focus or input fetches the compact index and the on-demand chunk with MiniSearch and
 * the listbox (search-combobox.ts) — both at once, never on page load (decision 041). Until they have
 * arrived the field is the plain form it is without JavaScript: Enter goes to /search.
 */

/**
 * The index's JSON text, fetched once per page for both fields (header and mobile menu) from the address
 * their form names; a failure is retried on the next use.
 */
let indexJson: Promise<string> | undefined;
function fetchSearchIndex(url: string): Promise<string> {
  indexJson ??= fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  });
  indexJson.catch(() => {
    indexJson = undefined;
  });
  return indexJson;
}

/** `/` (no modifier) or Ctrl-K / ⌘K. */
const isShortcut = (event: KeyboardEvent) =>
  event.key === "/"
    ? !(event.ctrlKey || event.metaKey || event.altKey)
    : event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;

/** Whether a key pressed here is typed into something (another field, a select, an editable region): the shortcut leaves it alone. */
const isEditing = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || target.matches("input, textarea, select"));

const enhanceSearchBox: DomIsland = (form) => {
  const input = form.querySelector<HTMLInputElement>("input[type=search]");
  if (!input) return;
  const cleanups: (() => void)[] = [];
  // The browser's own list of past entries would cover the results.
  input.autocomplete = "off";
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-expanded", "false");
  input.setAttribute("aria-keyshortcuts", "/ Control+K Meta+K");

  const indexUrl = form.dataset.index ?? "";
  const loadIndex = () => fetchSearchIndex(indexUrl);
  let started: Promise<unknown> | undefined;
  const start = () => {
    if (started) return;
    // The index's request starts now, beside the chunk's, not after it.
    void loadIndex().catch(() => {});
    started = import("./search-combobox")
      .then(({ startSearchCombobox }) => {
        const stop = startSearchCombobox(form, input, loadIndex);
        cleanups.push(stop);
      })
      .catch((error: unknown) => {
        // Offline or a new deployment's chunk: the form still submits to /search; the next focus tries again.
        started = undefined;
        console.warn("Search suggestions could not start", error);
      });
  };
  cleanups.push(listen(input, "focus", start), listen(input, "input", start));

  cleanups.push(
    listen<KeyboardEvent>(document, "keydown", (event) => {
      if (event.defaultPrevented || event.isComposing || !isShortcut(event) || isEditing(event.target)) return;
      // Only one of the two fields is shown at a width: the header's (desktop), or the mobile menu's, whose
      // menu button is shown instead — the shortcut opens that menu.
      const menu = form.closest("details");
      if (menu) {
        if (!menu.querySelector("summary")?.getClientRects().length) return;
        menu.open = true;
      } else if (!form.getClientRects().length) {
        return;
      }
      event.preventDefault();
      input.focus();
    }),
  );

  return () => cleanups.forEach((cleanup) => cleanup());
};

export default enhanceSearchBox;
