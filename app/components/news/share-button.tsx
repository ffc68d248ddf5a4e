import { Share2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { islandAttributes } from "~/islands/dom-island";

export interface ShareLabels {
  share: string;
  linkCopiedTitle: string;
  linkCopiedBody: string;
  copyFailedTitle: string;
}

/**
 * Share (docs/product.md#news-article), enhanced by `share-button.island.ts`. It needs JavaScript, so it is
 * disabled in the server HTML and enabled by its island.
 */
export function ShareButton({ title, text, labels }: { title: string; text: string; labels: ShareLabels }) {
  return (
    <Button variant="secondary" disabled {...islandAttributes("share-button", "idle")} data-share={JSON.stringify({ title, text, labels })}>
      <Share2 aria-hidden="true" className="size-4" />
      {labels.share}
    </Button>
  );
}
