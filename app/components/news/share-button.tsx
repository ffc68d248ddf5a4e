import { Share2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";

export interface ShareLabels {
  share: string;
  linkCopiedTitle: string;
  linkCopiedBody: string;
  copyFailedTitle: string;
}

/**
 * Share (spec §2 News detail): the Web Share API where the browser has it; otherwise the page's URL is
 * copied to the clipboard with a "Link copied" notice; if that fails too, a notice shows the URL to copy
 * by hand. Disabled until hydration, since it needs JavaScript.
 */
export function ShareButton({ title, text, labels }: { title: string; text: string; labels: ShareLabels }) {
  const hydrated = useHydrated();

  async function share() {
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
      toast({ title: labels.linkCopiedTitle, description: labels.linkCopiedBody, variant: "success" });
    } catch {
      toast({ title: labels.copyFailedTitle, description: url });
    }
  }

  return (
    <Button variant="secondary" disabled={!hydrated} onClick={() => void share()}>
      <Share2 aria-hidden="true" className="size-4" />
      {labels.share}
    </Button>
  );
}
