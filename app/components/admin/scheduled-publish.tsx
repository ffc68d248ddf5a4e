import type { ScheduledPublishSummary } from "~/lib/contracts/content-services";
import { CsrfField } from "./csrf-field";
import { neutralLine } from "~/lib/contracts/neutral-text";

/**
 * One scheduled publish, as the content overview, a document's page and the team page list it: when it
 * publishes (in the company's time zone), who scheduled it, why it failed if it did, and a Cancel button
 * while it waits. The overview and the team page name the document (`withTitle`), linked where the viewer
 * may open it (`linkTitle`: not for an owner without the editor role); a document's own page need not.
 */
export function ScheduledPublishItem({
  entry,
  csrfToken,
  withTitle = false,
  linkTitle = true,
}: {
  entry: ScheduledPublishSummary;
  csrfToken: string;
  withTitle?: boolean;
  linkTitle?: boolean;
}) {
  const when = (
    <>
      {entry.status === "failed" ? (withTitle ? "failed at " : "Failed at ") : withTitle ? "publishes at " : "Publishes at "}
      <time dateTime={entry.runAt}>{entry.runAtLocal}</time>, scheduled by {neutralLine(entry.scheduledBy)}
    </>
  );
  return (
    <>
      <span>
        {withTitle ? (
          <>
            {linkTitle ? (
              <a href={`/admin/content/${entry.slug}`} className="font-medium text-neon-strong underline-offset-4 hover:underline">
                {entry.title}
              </a>
            ) : (
              <span className="font-medium">{entry.title}</span>
            )}{" "}
            <span className="text-sm text-muted">{when}</span>
          </>
        ) : (
          when
        )}
        {entry.error ? <span className="block text-sm text-danger">{entry.error}</span> : null}
      </span>
      {entry.status === "pending" ? (
        <form method="post">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="_job" value={entry.id} />
          <button type="submit" name="intent" value="cancel-schedule" className="min-h-11 rounded-lg border border-line px-4 py-2 hover:bg-white/5">
            Cancel{withTitle ? <span className="sr-only"> the scheduled publish of {entry.title}</span> : null}
          </button>
        </form>
      ) : null}
    </>
  );
}
