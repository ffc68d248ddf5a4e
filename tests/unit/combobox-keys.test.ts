import { describe, expect, it } from "vitest";
import { type ComboboxState, comboboxKeyAction } from "../../app/lib/browser/combobox-keys.ts";

// The editable combobox's keyboard (ARIA Authoring Practices, combobox with a listbox popup), as the
// header's search field (components/layout/search-combobox.ts) applies it.
const closed: ComboboxState = { expanded: false, active: -1, options: 4, hasText: true };
const open = (active: number): ComboboxState => ({ expanded: true, active, options: 4, hasText: true });
const key = (name: string, altKey = false) => ({ key: name, altKey });

describe("comboboxKeyAction", () => {
  it("Down opens the popup on the first option, then moves down and wraps from the last to the first", () => {
    expect(comboboxKeyAction(key("ArrowDown"), closed)).toEqual({ type: "show", expanded: true, active: 0 });
    expect(comboboxKeyAction(key("ArrowDown"), open(-1))).toEqual({ type: "show", expanded: true, active: 0 });
    expect(comboboxKeyAction(key("ArrowDown"), open(1))).toEqual({ type: "show", expanded: true, active: 2 });
    expect(comboboxKeyAction(key("ArrowDown"), open(3))).toEqual({ type: "show", expanded: true, active: 0 });
  });

  it("Up opens the popup on the last option, then moves up and wraps from the first (or the field) to the last", () => {
    expect(comboboxKeyAction(key("ArrowUp"), closed)).toEqual({ type: "show", expanded: true, active: 3 });
    expect(comboboxKeyAction(key("ArrowUp"), open(2))).toEqual({ type: "show", expanded: true, active: 1 });
    expect(comboboxKeyAction(key("ArrowUp"), open(0))).toEqual({ type: "show", expanded: true, active: 3 });
    expect(comboboxKeyAction(key("ArrowUp"), open(-1))).toEqual({ type: "show", expanded: true, active: 3 });
  });

  it("Alt+Down opens without focusing an option, Alt+Up closes", () => {
    expect(comboboxKeyAction(key("ArrowDown", true), closed)).toEqual({ type: "show", expanded: true, active: -1 });
    expect(comboboxKeyAction(key("ArrowDown", true), open(1))).toBeUndefined();
    expect(comboboxKeyAction(key("ArrowUp", true), open(1))).toEqual({ type: "show", expanded: false, active: -1 });
    expect(comboboxKeyAction(key("ArrowUp", true), closed)).toBeUndefined();
  });

  it("leaves the arrows alone when there is nothing to show", () => {
    const empty: ComboboxState = { expanded: false, active: -1, options: 0, hasText: false };
    expect(comboboxKeyAction(key("ArrowDown"), empty)).toBeUndefined();
    expect(comboboxKeyAction(key("ArrowUp"), empty)).toBeUndefined();
    expect(comboboxKeyAction(key("ArrowDown", true), empty)).toBeUndefined();
  });

  it("Enter chooses the active option; with none active (or the popup closed) the form submits", () => {
    expect(comboboxKeyAction(key("Enter"), open(2))).toEqual({ type: "choose", active: 2 });
    expect(comboboxKeyAction(key("Enter"), open(-1))).toBeUndefined();
    expect(comboboxKeyAction(key("Enter"), closed)).toBeUndefined();
  });

  it("Escape closes the popup, then clears the field, then is no longer the combobox's", () => {
    expect(comboboxKeyAction(key("Escape"), open(1))).toEqual({ type: "show", expanded: false, active: -1 });
    expect(comboboxKeyAction(key("Escape"), closed)).toEqual({ type: "clear" });
    expect(comboboxKeyAction(key("Escape"), { ...closed, hasText: false })).toBeUndefined();
  });

  it("Home, End, Left and Right belong to the text: with an option active they give the visual focus back to the field", () => {
    for (const name of ["Home", "End", "ArrowLeft", "ArrowRight"]) {
      expect(comboboxKeyAction(key(name), open(1)), name).toEqual({ type: "text" });
      expect(comboboxKeyAction(key(name), open(-1)), name).toBeUndefined();
      expect(comboboxKeyAction(key(name), closed), name).toBeUndefined();
    }
  });

  it("leaves typing and Tab to the browser", () => {
    for (const name of ["a", "/", "Backspace", "Tab", " "]) expect(comboboxKeyAction(key(name), open(1)), name).toBeUndefined();
  });
});
