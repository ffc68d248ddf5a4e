import type { DomIsland } from "~/islands/dom-island";
import { listen } from "~/lib/browser/listen";

/** docs/product.md#notices: the F8 key moves keyboard focus to the notice area, as in Radix's toast viewport. */
const enhanceNoticeArea: DomIsland = (area) => {
  const list = area.querySelector<HTMLElement>("[data-notice-list]");
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "F8" && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
      event.preventDefault();
      list?.focus();
    }
  };
  return listen(document, "keydown", onKeyDown);
};

export default enhanceNoticeArea;
