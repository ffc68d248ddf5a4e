import { ArrowLeft } from "lucide-react";
import { useEffect, useState, type MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/**
 * True when the previous history entry is a page of this site: a client-side navigation inside this
 * tab (React Router numbers its entries in `history.state.idx`), or a full page load from a link on
 * another page of this site (same-origin referrer with an entry to return to).
 */
export function cameFromThisSite(): boolean {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  if (typeof idx === "number" && idx > 0) return true;
  if (window.history.length < 2 || !document.referrer) return false;
  try {
    const referrer = new URL(document.referrer);
    return referrer.origin === window.location.origin && referrer.pathname !== window.location.pathname;
  } catch {
    return false;
  }
}

/**
 * "Back": a plain link to `fallbackHref` in the server HTML (works without JavaScript). Once hydrated,
 * it returns to the previous page with history.back() when the visitor came from another page of
 * this site, and otherwise follows the link.
 */
export function BackButton({
  label,
  fallbackLabel,
  fallbackHref,
}: {
  label: string;
  fallbackLabel: string;
  fallbackHref: string;
}) {
  const location = useLocation();
  const [canGoBack, setCanGoBack] = useState(false);
  useEffect(() => setCanGoBack(cameFromThisSite()), [location.key]);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // New tab, new window, download: leave those to the browser.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!cameFromThisSite()) return;
    event.preventDefault();
    window.history.back();
  }

  return (
    <Link to={fallbackHref} onClick={onClick} className={buttonClasses("ghost", "border border-line")}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {canGoBack ? label : fallbackLabel}
    </Link>
  );
}
