import { islandAttributes } from "~/islands/dom-island";

/**
 * The notice area (docs/product.md#notices), plain HTML on every page: notices appear in its list through
 * `notify()` (app/lib/browser/notices.ts), one at a time, and F8 moves focus to it (notice-area.island.ts).
 * The two live regions beside it announce each notice once, politely or, for failures, at once.
 */
export function NoticeArea() {
  return (
    <>
      <section
        aria-label="Notifications (F8)"
        {...islandAttributes("notice-area")}
        className="pointer-events-none fixed bottom-0 right-0 z-[100] w-full p-4 md:max-w-[420px]"
      >
        <ol tabIndex={-1} data-notice-list="" className="flex flex-col gap-2 outline-none focus-visible:outline-2" />
      </section>
      <div data-notice-announce="polite" aria-live="polite" aria-atomic="true" className="sr-only" />
      <div data-notice-announce="assertive" aria-live="assertive" aria-atomic="true" className="sr-only" />
    </>
  );
}
