/**
 * What a key does in an editable combobox with a listbox popup (ARIA Authoring Practices, "Combobox
 * pattern", list autocomplete with manual selection): a pure function of the key and the combobox's
 * state, so the keyboard contract is tested without a DOM (tests/unit/combobox-keys.test.ts) and the
 * island that draws it (components/layout/search-combobox.ts) only applies the answer.
 *
 * DOM focus stays in the text field throughout; the "active" option is the one aria-activedescendant
 * names (visual focus). Home and End belong to the text (the pattern's rule for an editable combobox):
 * with an option active they hand the visual focus back to the field and move its caret, as Left and
 * Right do.
 */

/** The combobox as a key finds it. `active` is the index of the visually focused option, -1 for none. */
export interface ComboboxState {
  expanded: boolean;
  active: number;
  /** How many options the listbox would show for the current text (0: nothing to show). */
  options: number;
  /** Whether the field holds any text (Escape clears it when the popup is closed). */
  hasText: boolean;
}

/** The key, with the one modifier the pattern gives a meaning (Alt with Down or Up). */
export interface ComboboxKey {
  key: string;
  altKey: boolean;
}

export type ComboboxAction =
  /** Show or hide the popup and focus an option (or none, -1); the key's default is prevented. */
  | { type: "show"; expanded: boolean; active: number }
  /** Go to the active option (Enter). */
  | { type: "choose"; active: number }
  /** Empty the field (Escape with the popup closed). */
  | { type: "clear" }
  /** The key edits or moves in the text: no option stays active, and the browser does its default. */
  | { type: "text" };

/**
 * The action for a key, or undefined when the combobox leaves the key alone (Enter with no option active
 * submits the form; Tab moves on; a letter is typed).
 */
export function comboboxKeyAction({ key, altKey }: ComboboxKey, state: ComboboxState): ComboboxAction | undefined {
  const { expanded, active, options } = state;
  switch (key) {
    case "ArrowDown":
      if (options === 0) return undefined;
      // Alt+Down opens the popup without focusing an option.
      if (altKey) return expanded ? undefined : { type: "show", expanded: true, active: -1 };
      // From the field (or the last option) to the first; closed, it opens on the first.
      return { type: "show", expanded: true, active: expanded ? (active + 1) % options : 0 };
    case "ArrowUp":
      if (altKey) return expanded ? { type: "show", expanded: false, active: -1 } : undefined;
      if (options === 0) return undefined;
      // From the field (or the first option) to the last; closed, it opens on the last.
      return { type: "show", expanded: true, active: expanded && active > 0 ? active - 1 : options - 1 };
    case "Enter":
      return expanded && active >= 0 ? { type: "choose", active } : undefined;
    case "Escape":
      if (expanded) return { type: "show", expanded: false, active: -1 };
      return state.hasText ? { type: "clear" } : undefined;
    case "Home":
    case "End":
    case "ArrowLeft":
    case "ArrowRight":
      return expanded && active >= 0 ? { type: "text" } : undefined;
    default:
      return undefined;
  }
}
