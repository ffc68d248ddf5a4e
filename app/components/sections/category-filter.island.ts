import type { DomIsland } from "~/islands/dom-island";
import { filterStatus, type FilterStatusCopy } from "~/lib/pages/category-filter";
import { listen } from "~/lib/browser/listen";

/**
 * Filters the items of a CategoryFilterRegion in the page: the pressed button's category stays, the
 * others hide, groups with nothing left hide, the status line counts what is shown, and an empty
 * state appears when nothing matches. Nothing is sent anywhere.
 */
const enhanceCategoryFilter: DomIsland = (region) => {
  const copy = JSON.parse(region.dataset.filterStatusCopy ?? "{}") as FilterStatusCopy;
  const buttons = Array.from(region.querySelectorAll<HTMLButtonElement>("[data-filter-value]"));
  const items = Array.from(region.querySelectorAll<HTMLElement>("[data-category]"));
  const groups = Array.from(region.querySelectorAll<HTMLElement>("[data-filter-group]"));
  const status = region.querySelector<HTMLElement>("[data-filter-status]");
  const empty = region.querySelector<HTMLElement>("[data-filter-empty]");

  const select = (category: string | null) => {
    let count = 0;
    for (const item of items) {
      const shown = category === null || item.dataset.category === category;
      item.hidden = !shown;
      if (shown) count += 1;
    }
    for (const group of groups) group.hidden = !group.querySelector("[data-category]:not([hidden])");
    for (const button of buttons) button.setAttribute("aria-pressed", String((button.dataset.filterValue || null) === category));
    if (status) status.textContent = filterStatus(copy, category, count);
    if (empty) empty.hidden = count > 0;
  };

  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>("[data-filter-value]") : null;
    if (button && region.contains(button)) select(button.dataset.filterValue || null);
  };
  const stop = listen(region, "click", onClick);
  for (const button of buttons) button.disabled = false;
  return stop;
};

export default enhanceCategoryFilter;
