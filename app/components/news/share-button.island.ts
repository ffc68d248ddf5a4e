import type { DomIsland } from "~/islands/dom-island";
import { notify } from "~/lib/browser/notices";
import type { ShareLabels } from "./share-button";
import { listen } from "~/lib/browser/listen";

/**
 * Share: the Web Share API where the browser has it; otherwise the page's URL is copied to the
 * clipboard with a "Link copied" notice; if that fails too, a notice shows the URL to copy by hand.
 */
export async function share({ title, text, labels }: { title: string; text: string; labels: ShareLabels }) {
  const url = `${window.location.origin}${window.location.pathname}`;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, text, url });
      return;
    } catch (error) {
      // The visitor closed the share sheet: nothing to report.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    if (!navigator.clipboard) throw new Error("Clipboard unavailable");
    await navigator.clipboard.writeText(url);
    notify({ title: labels.linkCopiedTitle, description: labels.linkCopiedBody, variant: "success" });
  } catch {
    notify({ title: labels.copyFailedTitle, description: url });
  }
}

const enhanceShareButton: DomIsland = (button) => {
  const details = JSON.parse(button.dataset.share ?? "{}") as Parameters<typeof share>[0];
  const stop = listen(button, "click", () => void share(details));
  (button as HTMLButtonElement).disabled = false;
  return stop;
};

export default enhanceShareButton;
