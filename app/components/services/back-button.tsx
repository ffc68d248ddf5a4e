import { ArrowLeft } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import { islandAttributes } from "~/islands/dom-island";

/**
 * "Back" (docs/product.md#service-page): a plain link to `fallbackHref` in the server HTML, so it works
 * without JavaScript. `back-button.island.ts` turns it into a return to the previous page when the
 * visitor came from another page of this site.
 */
export function BackButton({ label, fallbackLabel, fallbackHref }: { label: string; fallbackLabel: string; fallbackHref: string }) {
  return (
    <a href={fallbackHref} {...islandAttributes("back-button")} data-back-label={label} className={buttonClasses("ghost", "border border-line")}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      <span data-back-text="">{fallbackLabel}</span>
    </a>
  );
}
