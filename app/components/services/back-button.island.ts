import type { DomIsland } from "~/islands/dom-island";
import { listen } from "~/lib/browser/listen";

/**
 * True when the previous history entry is a page of this site: this page was opened from a link on
 * another page of the site (same-origin referrer) and there is an entry to return to.
 */
export function cameFromThisSite(referrer = document.referrer, location: Location = window.location, historyLength = window.history.length): boolean {
  if (historyLength < 2 || !referrer) return false;
  try {
    const previous = new URL(referrer);
    return previous.origin === location.origin && previous.pathname !== location.pathname;
  } catch {
    return false;
  }
}

/** The service page's back link returns to the previous page of this site with history.back(). */
const enhanceBackButton: DomIsland = (link) => {
  if (!cameFromThisSite()) return;
  const text = link.querySelector("[data-back-text]");
  if (text && link.dataset.backLabel) text.textContent = link.dataset.backLabel;
  const onClick = (event: MouseEvent) => {
    // New tab, new window, download: leave those to the browser.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    window.history.back();
  };
  return listen(link, "click", onClick);
};

export default enhanceBackButton;
