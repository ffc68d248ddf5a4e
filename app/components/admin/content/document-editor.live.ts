/**
 * The document form with JavaScript (decision 044): the page as it will be published beside the form (a tab on
 * a phone) following the typing, a click in it landing on the field that holds what was clicked, the draft kept automatically and a warning before
 * leaving with changes not yet kept. Everything it does, the form's own buttons also do without it (a round
 * trip each), so it only ever takes over a button it can finish. It works on any form that carries
 * `data-document-editor` (a whole document's, or one item's), and draws with inline styles: the shared
 * stylesheet, and so the public pages' bytes, stay as they are.
 */
import { fieldForPreviewClick, type FormValue } from "~/lib/editor/preview-click";
import { fieldsAfter, focusAfter, openFoldsAround, operationWords, swapFields } from "./structure-in-place";

/** How long typing pauses before the preview follows it. */
const previewDelayMs = 600;
/** How long typing pauses before the draft is kept. */
const autosaveDelayMs = 3000;
/** From this width the preview sits beside the form; below it, it is a tab. */
const wideQuery = "(min-width: 1200px)";
/** The share of a wide window the preview takes. */
const paneWidth = "44vw";

type SaveState = { kind: "idle" } | { kind: "saving" } | { kind: "saved"; at: Date } | { kind: "refused"; message: string };

function debounce(run: () => void, ms: number): { schedule: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule: () => {
      clearTimeout(timer);
      timer = setTimeout(run, ms);
    },
    cancel: () => clearTimeout(timer),
  };
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The form's fields as the click→field mapping reads them (app/lib/editor/preview-click.ts). */
export function formValues(form: HTMLFormElement): FormValue[] {
  const values: FormValue[] = [];
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    "input[name^='v.'], textarea[name^='v.'], select[name^='v.']",
  )) {
    if (!control.id || (control instanceof HTMLInputElement && control.type !== "text" && control.type !== "number")) continue;
    values.push({ id: control.id, value: control.value, long: control instanceof HTMLTextAreaElement, image: control.hasAttribute("data-image-field") });
  }
  return values;
}

/** What a click in the preview points at: the texts from the element outwards, and an image's addresses. */
function clickedIn(target: Element): { texts: string[]; imageSources: string[] } {
  const texts: string[] = [];
  const imageSources: string[] = [];
  const image = target.closest("picture")?.querySelector("img") ?? (target.localName === "img" ? (target as HTMLImageElement) : null);
  if (image) {
    imageSources.push(image.currentSrc, image.getAttribute("src") ?? "");
    for (const candidate of (image.getAttribute("srcset") ?? "").split(",")) imageSources.push(candidate.trim().split(/\s+/)[0] ?? "");
  }
  for (let node: Element | null = target; node && node.localName !== "body" && texts.length < 8; node = node.parentElement) {
    const text = node.textContent ?? "";
    if (text.length > 4000) break;
    texts.push(text);
  }
  return { texts, imageSources: imageSources.filter(Boolean) };
}

export default function enhanceDocumentEditor(form: HTMLFormElement): void {
  const previewAddress = form.dataset.previewAddress ?? "";
  const pages = JSON.parse(form.dataset.previewPages ?? "[]") as string[];
  let page = form.dataset.previewPath ?? pages[0] ?? "/";
  const main = form.closest("main") ?? document.body;
  const revisionInput = form.querySelector<HTMLInputElement>("input[name='_revision']");

  // ---- What is said: one polite live region for the outcome of each action. A bare aria-live region, not
  // role="status": the page's own status (after a publish, "Published.") stays the one status on the page.
  const announcer = element("p", { "aria-live": "polite", "aria-atomic": "true", "data-editor-announcer": "" });
  Object.assign(announcer.style, { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clipPath: "inset(50%)", whiteSpace: "nowrap" });
  form.prepend(announcer);
  const announce = (words: string) => {
    announcer.textContent = "";
    requestAnimationFrame(() => (announcer.textContent = words));
  };

  // ---- The draft kept automatically, shown in the action bar.
  const bar = form.querySelector<HTMLElement>("[data-action-bar]");
  const saveStatus = element("p", { "aria-live": "polite", "aria-atomic": "true", "data-save-state": "" });
  Object.assign(saveStatus.style, { margin: "0", fontSize: "0.8125rem", color: "#a3adc2", whiteSpace: "nowrap", flexShrink: "0" });
  bar?.insertBefore(saveStatus, bar.lastElementChild);
  let dirty = false;
  let changedSinceSave = 0;
  let saving: Promise<void> | null = null;
  let autosaveStopped = false;
  const showSave = (state: SaveState) => {
    saveStatus.dataset.saveState = state.kind;
    saveStatus.style.color = state.kind === "refused" ? "#f87171" : "#a3adc2";
    saveStatus.style.whiteSpace = state.kind === "refused" ? "normal" : "nowrap";
    saveStatus.textContent =
      state.kind === "saving"
        ? "Saving…"
        : state.kind === "saved"
          ? `Saved ${state.at.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}`
          : state.kind === "refused"
            ? state.message
            : "";
  };

  const body = (extra: Record<string, string>, submitter?: HTMLElement | null): URLSearchParams => {
    const data = new FormData(form, submitter ?? null);
    for (const [name, value] of Object.entries(extra)) data.set(name, value);
    const params = new URLSearchParams();
    for (const [name, value] of data) if (typeof value === "string") params.append(name, value);
    return params;
  };

  const autosave = async () => {
    if (autosaveStopped || !dirty) return;
    const changes = changedSinceSave;
    showSave({ kind: "saving" });
    try {
      // A save answers with a redirect (post/redirect/get); a refusal with its page (409, 422).
      const answer = await fetch(form.action, { method: "POST", body: body({ intent: "save" }), redirect: "manual", credentials: "same-origin" });
      if (answer.type === "opaqueredirect") {
        // saveDraft stores revision + 1 under the lock: the next save says it has seen that one, and no other.
        if (revisionInput) revisionInput.value = String(Number(revisionInput.value) + 1);
        if (changedSinceSave === changes) dirty = false;
        showSave({ kind: "saved", at: new Date() });
        // There is a draft now: it can be discarded without loading the page again.
        form.querySelector<HTMLButtonElement>("[data-discard-draft]")?.removeAttribute("hidden");
      } else if (answer.status === 409) {
        autosaveStopped = true;
        showSave({
          kind: "refused",
          message: "Not saved: someone else changed this document since you opened it. What you typed is still here; use Save draft to see what to do.",
        });
      } else {
        showSave({ kind: "refused", message: "Not saved automatically: use Save draft to see what needs fixing." });
      }
    } catch {
      showSave({ kind: "refused", message: "Not saved automatically: no connection. Your changes are still here." });
    }
  };
  const autosaveSoon = debounce(() => {
    saving = (saving ?? Promise.resolve()).then(autosave).finally(() => (saving = null));
  }, autosaveDelayMs);

  window.addEventListener("beforeunload", (event) => {
    if (!dirty) return;
    event.preventDefault();
    // Chromium before 119 asks for this too.
    event.returnValue = "";
  });

  // ---- The preview: beside the form on a wide screen, a tab on a narrow one.
  const pane = element("section", { "aria-labelledby": "live-preview-heading", id: "live-preview", "data-live-preview": "" });
  const heading = element("h2", { id: "live-preview-heading" }, "Preview");
  Object.assign(heading.style, { margin: "0", fontSize: "1rem", fontWeight: "600" });
  const note = element("p", {}, "The page as it will be published, with your changes. Click a text or an image to edit it.");
  Object.assign(note.style, { margin: "0.25rem 0 0.5rem", fontSize: "0.8125rem", color: "#a3adc2" });
  const top = element("div");
  Object.assign(top.style, { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.5rem", justifyContent: "space-between" });
  top.append(heading);
  if (pages.length > 1) {
    const label = element("label", { for: "live-preview-page" }, "Page ");
    Object.assign(label.style, { fontSize: "0.875rem" });
    const select = element("select", { id: "live-preview-page" });
    Object.assign(select.style, {
      background: "#05060b",
      color: "#e8ecf4",
      border: "1px solid #1f2a3d",
      borderRadius: "0.5rem",
      padding: "0.25rem 0.5rem",
      minHeight: "2.75rem",
    });
    for (const path of pages) select.append(element("option", { value: path }, path));
    select.value = page;
    select.addEventListener("change", () => {
      page = select.value;
      refreshPreview(false);
    });
    label.append(select);
    top.append(label);
  }
  const frames = element("div");
  Object.assign(frames.style, { position: "relative", flex: "1", minHeight: "0", border: "1px solid #1f2a3d", borderRadius: "0.75rem", overflow: "hidden" });
  pane.append(top, note, frames);

  // Two frames: the next render loads in the hidden one and takes the place of the shown one once it is
  // scrolled to where the reader was, so the page never flashes or jumps while it follows the typing.
  const frame = (index: number) => {
    const node = element("iframe", { name: `live-preview-${index}`, title: `Preview of ${page}`, tabindex: "-1" });
    Object.assign(node.style, { position: "absolute", inset: "0", width: "100%", height: "100%", border: "0", background: "#05060b", visibility: "hidden" });
    return node;
  };
  const buffers = [frame(0), frame(1)];
  frames.append(...buffers);
  let shown = -1;
  let pending = false;
  let leaving = false;
  const submitter = element("button", { type: "submit", name: "intent", value: "live-preview", hidden: "", formmethod: "post", formnovalidate: "" });
  form.append(submitter);

  function refreshPreview(keepScroll = true) {
    // Once the page's own submit is planned, a preview submit of the same form would replace it (a form has
    // one planned navigation: HTML's "plan to navigate"), and the save or publish would be lost.
    if (leaving) return;
    const next = shown === 0 ? 1 : 0;
    const target = buffers[next]!;
    const current = shown >= 0 ? buffers[shown]! : null;
    const scroll = keepScroll ? (current?.contentWindow?.scrollY ?? 0) : 0;
    target.onload = () => {
      target.contentWindow?.scrollTo(0, scroll);
      target.title = `Preview of ${page}`;
      target.style.visibility = "visible";
      target.removeAttribute("tabindex");
      target.dataset.shown = "";
      if (current) {
        delete current.dataset.shown;
        current.style.visibility = "hidden";
        current.setAttribute("tabindex", "-1");
      }
      shown = next;
      pane.dataset.previewState = "shown";
      listenForClicks(target);
      if (pending) {
        pending = false;
        refreshPreview();
      }
    };
    pane.dataset.previewState = "loading";
    submitter.setAttribute("formaction", `${previewAddress}?path=${encodeURIComponent(page)}`);
    submitter.setAttribute("formtarget", target.name);
    form.requestSubmit(submitter);
  }
  const previewSoon = debounce(() => {
    if (pane.dataset.previewState === "loading") pending = true;
    else refreshPreview();
  }, previewDelayMs);

  // ---- Click-to-edit: a click in the preview focuses the field that holds what was clicked.
  // The frames' documents listened to (the page in a frame is left exactly as rendered: no mark on it).
  const listened = new WeakSet<Document>();
  function listenForClicks(target: HTMLIFrameElement) {
    const frameDocument = target.contentDocument;
    if (!frameDocument || listened.has(frameDocument)) return;
    listened.add(frameDocument);
    frameDocument.addEventListener(
      "click",
      (event) => {
        const clicked = event.target as Element | null;
        if (!clicked || typeof clicked.closest !== "function") return;
        // The preview is for looking and pointing: its links and buttons do not navigate the frame away.
        event.preventDefault();
        const id = fieldForPreviewClick(clickedIn(clicked), formValues(form));
        if (id) focusField(id);
        else announce("That part of the page is not a field of this form.");
      },
      true,
    );
  }

  function focusField(id: string) {
    const field = document.getElementById(id);
    if (!field) return;
    openFoldsAround(field);
    if (!wide.matches) selectTab("form");
    field.scrollIntoView({ block: "center" });
    field.focus({ preventScroll: true });
    field.dataset.previewFound = "";
    field.style.boxShadow = "0 0 0 3px #facc15";
    field.addEventListener(
      "focusout",
      () => {
        delete field.dataset.previewFound;
        field.style.boxShadow = "";
      },
      { once: true },
    );
  }

  // ---- Where the preview sits: beside the form, or behind a tab.
  const tabs = element("div", { role: "tablist", "aria-label": "Form or preview", "data-editor-tabs": "" });
  Object.assign(tabs.style, { display: "flex", gap: "0.25rem", margin: "1rem 0 0", borderBottom: "1px solid #1f2a3d" });
  const formPanel = element("div", { id: "editor-form-panel", role: "tabpanel", "aria-labelledby": "editor-tab-form" });
  form.before(tabs);
  form.before(formPanel);
  formPanel.append(form);
  const tab = (name: "form" | "preview", words: string, controls: string) => {
    const button = element("button", { type: "button", role: "tab", id: `editor-tab-${name}`, "aria-controls": controls }, words);
    Object.assign(button.style, {
      minHeight: "2.75rem",
      padding: "0.5rem 1rem",
      background: "transparent",
      color: "#e8ecf4",
      border: "0",
      borderBottom: "3px solid transparent",
    });
    button.addEventListener("click", () => selectTab(name));
    return button;
  };
  const tabButtons = { form: tab("form", "Form", formPanel.id), preview: tab("preview", "Preview", pane.id) };
  tabs.append(tabButtons.form, tabButtons.preview);
  tabs.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight" && event.key !== "Home" && event.key !== "End") return;
    event.preventDefault();
    const next = tabButtons.form.getAttribute("aria-selected") === "true" ? "preview" : "form";
    selectTab(event.key === "Home" ? "form" : event.key === "End" ? "preview" : next);
    tabButtons[tabButtons.form.getAttribute("aria-selected") === "true" ? "form" : "preview"].focus();
  });
  let selectedTab: "form" | "preview" = "form";
  function selectTab(name: "form" | "preview") {
    selectedTab = name;
    for (const [key, button] of Object.entries(tabButtons)) {
      const selected = key === name;
      button.setAttribute("aria-selected", String(selected));
      button.tabIndex = selected ? 0 : -1;
      button.style.borderBottomColor = selected ? "#22d3ee" : "transparent";
      button.style.fontWeight = selected ? "600" : "400";
    }
    formPanel.hidden = name !== "form";
    pane.hidden = name !== "preview";
  }
  pane.setAttribute("role", "region");
  main.append(pane);

  const wide = window.matchMedia(wideQuery);
  const lay = () => {
    if (wide.matches) {
      tabs.hidden = true;
      formPanel.hidden = false;
      formPanel.removeAttribute("role");
      pane.hidden = false;
      pane.setAttribute("role", "region");
      Object.assign(main.style, { maxWidth: "none", marginRight: paneWidth, paddingRight: "1.5rem" });
      Object.assign(pane.style, {
        position: "fixed",
        top: "0",
        right: "0",
        bottom: "0",
        width: paneWidth,
        display: "flex",
        flexDirection: "column",
        padding: "1rem",
        background: "#0c1019",
        borderLeft: "1px solid #1f2a3d",
        zIndex: "20",
        height: "",
      });
    } else {
      tabs.hidden = false;
      formPanel.setAttribute("role", "tabpanel");
      pane.setAttribute("role", "tabpanel");
      pane.setAttribute("aria-labelledby", "editor-tab-preview");
      Object.assign(main.style, { maxWidth: "", marginRight: "", paddingRight: "" });
      Object.assign(pane.style, {
        position: "static",
        width: "auto",
        display: "flex",
        flexDirection: "column",
        padding: "1rem 0 0",
        background: "",
        borderLeft: "",
        height: "80vh",
      });
      selectTab(selectedTab);
    }
    if (wide.matches) pane.setAttribute("aria-labelledby", "live-preview-heading");
  };
  wide.addEventListener("change", lay);
  // Back to this page from the browser's cache after a save had started: the page is the editor's again.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) leaving = false;
  });
  lay();

  let nativeSubmit = false;
  // ---- Structure in place (structure-in-place.ts): one change at a time, after any autosave under way; while
  // it is under way the fields are inert (what was typed there meanwhile would be replaced), and a save or
  // publish clicked meanwhile goes ahead with the form as it is (the round trip applies the kind itself).
  const fields = form.querySelector<HTMLElement>("[data-document-fields]");
  let structuring = false;
  form.dataset.structureChanges = "0";
  function restructure(by: HTMLButtonElement | null, kindControl: string | null) {
    if (structuring || !fields) return;
    structuring = true;
    const operation = by?.value ?? null;
    autosaveSoon.cancel();
    void (saving ?? Promise.resolve())
      .then(() => {
        fields.inert = true;
        return fieldsAfter(form, by);
      })
      .then((fresh) => {
        fields.inert = false;
        structuring = false;
        if (leaving) return;
        // Refused or no connection: a list button makes its round trip, which says why (and keeps what was
        // typed); a kind's choice stays chosen, and the next save shows its fields.
        if (!fresh) {
          if (by) return resubmit(by);
          announce("The fields of the new kind could not be shown yet: they appear when you save the draft.");
          return changed();
        }
        swapFields(fields, fresh, operation);
        form.dataset.structureChanges = String(Number(form.dataset.structureChanges) + 1);
        const target = focusAfter(form, operation, kindControl);
        openFoldsAround(target);
        target?.focus();
        announce(kindControl ? "The fields of the new kind are below." : operationWords(operation ?? ""));
        changed();
      });
  }
  form.addEventListener("change", (event) => {
    const control = event.target as HTMLElement;
    if (control instanceof HTMLSelectElement && control.name.startsWith("u.")) restructure(null, control.name);
  });

  form.addEventListener("submit", (event) => {
    const by = event.submitter;
    if (by === submitter) return;
    if (nativeSubmit) return;
    if (by instanceof HTMLButtonElement && by.name === "_op" && fields) {
      event.preventDefault();
      restructure(by, null);
      return;
    }
    // Save, publish, schedule, discard: the page's own round trip, after any autosave under way, whose
    // revision it must carry (else it would be refused as another editor's change).
    autosaveSoon.cancel();
    previewSoon.cancel();
    leaving = true;
    if (saving) {
      event.preventDefault();
      void saving.then(() => resubmit(by));
      return;
    }
    dirty = false;
  });
  function resubmit(by: HTMLElement | null) {
    leaving = true;
    nativeSubmit = true;
    dirty = false;
    form.requestSubmit(by as HTMLButtonElement | null);
    nativeSubmit = false;
  }

  function changed() {
    dirty = true;
    changedSinceSave += 1;
    if (saveStatus.dataset.saveState === "saved") showSave({ kind: "idle" });
    autosaveSoon.schedule();
    previewSoon.schedule();
  }
  form.addEventListener("input", (event) => {
    const control = event.target as HTMLElement;
    if (control.closest("[data-action-bar]")) return;
    changed();
  });

  refreshPreview(false);
}
