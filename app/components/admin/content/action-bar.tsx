/**
 * The editor form's actions, kept in view at the top of the form (issue 38, "an action bar that fits"):
 * one row at any width, on an opaque background, one button high. Save, preview and publish are always
 * there; scheduling and discarding, used less, open under "More" (a <details>: no script needed). At a
 * phone's width "Save and preview" says "Preview", so the row fits a 360 px screen; below that the row
 * scrolls sideways rather than wrapping. It is the first thing in the form, so Enter in a field saves
 * the draft. tests/e2e/editor-words.spec.ts measures it at 390, 1280 and 1440 px.
 */

// Only utilities the public pages' stylesheet already has (it is shared): admin styling leaves the public site's bytes alone.
const primary = "min-h-11 shrink-0 whitespace-nowrap rounded-lg bg-neon px-3 py-2 font-semibold text-void hover:bg-neon-strong";
const quiet = "min-h-11 shrink-0 whitespace-nowrap rounded-lg border border-line px-3 py-2 hover:bg-white/5";

/** `preview`: false on an item's form (decision 043), whose preview is not the document's draft. */
export function ActionBar({ timeZone, hasDraft, preview = true }: { timeZone: string; hasDraft: boolean; preview?: boolean }) {
  return (
    <div data-action-bar className="sticky top-0 z-10 flex items-center gap-2 border-b border-line bg-void py-2 text-sm">
      {/* Only the buttons scroll, should a very narrow screen need it: the menu under "More" is never clipped. */}
      <div className="flex min-w-0 flex-1 flex-nowrap items-center gap-2 overflow-x-auto px-1 py-1">
        <button type="submit" name="intent" value="save" className={primary}>
          Save draft
        </button>
        {preview ? (
          <button type="submit" name="intent" value="preview" className={quiet}>
            <span className="hidden max-sm:block">Preview</span>
            <span className="hidden sm:inline-flex">Save and preview</span>
          </button>
        ) : null}
        <button type="submit" name="intent" value="publish" className={quiet}>
          Publish
        </button>
      </div>
      <details className="relative shrink-0">
        {/* A flex summary has no disclosure triangle: the arrow is drawn here. */}
        <summary className={`${quiet} flex cursor-pointer list-none items-center gap-1`}>
          More<span aria-hidden="true"> ▾</span>
        </summary>
        <div className="absolute right-0 top-full mt-2 min-w-64 space-y-3 rounded-lg border border-line bg-surface p-3 shadow-lg">
          <div>
            <label htmlFor="schedule-at" className="text-sm">
              Publish at <span className="text-muted">({timeZone})</span>
            </label>
            <input
              id="schedule-at"
              type="datetime-local"
              name="_scheduleAt"
              className="mt-1 block min-h-11 w-full rounded-lg border border-line bg-void px-3 py-2"
            />
          </div>
          <button type="submit" name="intent" value="schedule" className={`${quiet} w-full`}>
            Schedule publish
          </button>
          {/* Without a draft there is nothing to discard: hidden until the live editor's automatic save makes one. */}
          <button type="submit" name="intent" value="discard" className={`${quiet} w-full`} hidden={!hasDraft} data-discard-draft>
            Discard draft
          </button>
        </div>
      </details>
    </div>
  );
}
