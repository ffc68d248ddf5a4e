import { data, redirect } from "react-router";
import { CsrfField } from "~/components/admin/csrf-field";
import { ScheduledPublishItem } from "~/components/admin/scheduled-publish";
import { adminForm, adminMeta, adminServicesFor, useFormatInstant, useAdminViewer } from "~/lib/pages/admin-context";
import { defaultTeamRoles, hasRole, roleDescriptions, teamRoles, type TeamRole } from "~/lib/contracts/roles";
import type { Route } from "./+types/team";
import { neutralLine } from "~/lib/contracts/neutral-text";

export function meta() {
  return adminMeta("Team");
}

const doneMessages = {
  invited: "Invitation queued: the new member gets a one-time link by e-mail, valid for 48 hours.",
  reset: "Password-reset link queued: the member gets a one-time link by e-mail, valid for 2 hours. Their password stays as it is until they use it.",
  removed: "Member removed and signed out everywhere.",
  roles: "Roles saved: they apply from the member's next click.",
  "schedule-cancelled": "Scheduled publish cancelled. It will not be published.",
} as const;

type Done = keyof typeof doneMessages;

/**
 * The team (decision 010's accounts, from the browser): members with when they were added and last
 * signed in and their roles (app/lib/contracts/roles.ts), invitations (with the new member's roles) and password
 * resets by one-time e-mailed links, role changes, and removal, confirmed on its own step
 * (`?remove=ADDRESS`), and every scheduled publish with a Cancel button, the editor role or not (removing a
 * member or their editor role cancels theirs by itself). Owners only (the server refuses anyone else). The
 * CLI stays for the first account and for recovery.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminServicesFor(context, "owner");
  const params = new URL(request.url).searchParams;
  const team = await admin.team.read();
  const done = params.get("done");
  const removing = team.canManage ? team.members.find((member) => member.email === params.get("remove") && !member.isViewer) : undefined;
  return {
    team,
    scheduled: team.canManage && admin.schedules ? (await admin.schedules.scheduled()).filter((entry) => entry.status === "pending") : [],
    done: done && done in doneMessages ? (done as Done) : null,
    removing: removing && team.members.length > 1 ? removing.email : null,
  };
}

export async function action({ context }: Route.ActionArgs) {
  const admin = adminServicesFor(context, "owner");
  const form = adminForm(context);
  const intent = form.get("intent");
  const email = (form.get("email") ?? "").slice(0, 320);
  if (intent === "invite") {
    const result = await admin.team.invite(email, form.getAll("role"));
    if (!result.ok) return data({ intent, error: result.error }, { status: 400 });
    return redirect("/admin/team?done=invited", 303);
  }
  if (intent === "reset") {
    const result = await admin.team.requestPasswordReset(email);
    if (!result.ok) return data({ intent, error: result.error }, { status: 400 });
    return redirect("/admin/team?done=reset", 303);
  }
  if (intent === "roles") {
    const result = await admin.team.setRoles(email, form.getAll("role"));
    if (!result.ok) return data({ intent, error: result.error }, { status: 409 });
    return redirect("/admin/team?done=roles", 303);
  }
  if (intent === "cancel-schedule") {
    const job = Number(form.get("_job"));
    const outcome =
      admin.schedules && Number.isSafeInteger(job) && job > 0
        ? await admin.schedules.cancelScheduled(job)
        : { ok: false as const, message: "No such scheduled publish." };
    if (!outcome.ok) return data({ intent, error: outcome.message }, { status: 409 });
    return redirect("/admin/team?done=schedule-cancelled", 303);
  }
  if (intent === "remove") {
    if (form.get("confirm") !== "yes") return data({ intent, error: "Tick the box to confirm the removal." }, { status: 400 });
    const result = await admin.team.remove(email);
    if (!result.ok) return data({ intent, error: result.error }, { status: 409 });
    return redirect("/admin/team?done=removed", 303);
  }
  return data({ intent: "unknown", error: "This form is not one the page knows." }, { status: 400 });
}

const field = "mt-1 block w-full rounded-lg border border-line bg-void/80 px-3 py-2";
const button = "min-h-11 rounded-lg bg-neon px-5 py-2 font-semibold text-void hover:bg-neon-strong";
const quietButton = "min-h-11 rounded-lg border border-line px-3 py-1.5 text-sm hover:bg-white/5";

/** One checkbox per role, named `role` (the action reads them with getAll). */
function RoleBoxes({ idPrefix, checked }: { idPrefix: string; checked: readonly TeamRole[] }) {
  return (
    <div className="flex flex-wrap gap-x-5 gap-y-2">
      {teamRoles.map((role) => (
        <div key={role} className="flex items-start gap-2">
          <input id={`${idPrefix}-${role}`} name="role" type="checkbox" value={role} defaultChecked={checked.includes(role)} className="mt-1 size-5" />
          <label htmlFor={`${idPrefix}-${role}`} className="text-sm">
            <span className="font-semibold">{role}</span> <span className="text-muted">({roleDescriptions[role]})</span>
          </label>
        </div>
      ))}
    </div>
  );
}

export default function AdminTeam({ loaderData, actionData }: Route.ComponentProps) {
  const formatInstant = useFormatInstant();
  const { team, scheduled, done, removing } = loaderData;
  const viewer = useAdminViewer();
  const error = actionData?.error;
  const inviteError = actionData?.intent === "invite" ? error : undefined;
  const otherError = actionData && actionData.intent !== "invite" ? error : undefined;
  return (
    <>
      <h1 className="text-3xl font-bold">Team</h1>
      <p className="mt-2 text-muted">
        Everyone who can sign in here, and what each may do: an <strong>owner</strong> manages the team and reads the audit log, an <strong>editor</strong>{" "}
        changes the site&rsquo;s content, a <strong>recruiter</strong> reads and handles applications. A member holds one or more; the team always keeps at
        least one owner.
      </p>
      {done && (
        <p role="status" className="mt-4 rounded-lg border border-ok/50 bg-ok/10 p-3">
          {doneMessages[done]}
        </p>
      )}
      {otherError && (
        <p role="alert" className="mt-4 rounded-lg border border-danger/60 bg-danger/10 p-3">
          {otherError}
        </p>
      )}

      {removing && (
        <section aria-labelledby="remove-heading" className="mt-6 max-w-2xl rounded-xl border border-danger/60 p-5">
          <h2 id="remove-heading" className="text-lg font-semibold">
            Remove <span className="break-all">{neutralLine(removing)}</span>?
          </h2>
          <p className="mt-2">They are signed out everywhere at once and can no longer sign in. Their notes and audit entries stay.</p>
          <form method="post" className="mt-4 space-y-4">
            <CsrfField token={viewer.csrfToken} />
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="email" value={removing} />
            <div className="flex items-start gap-3">
              <input id="remove-confirm" name="confirm" type="checkbox" value="yes" required className="mt-1 size-5" />
              <label htmlFor="remove-confirm">Yes, remove {neutralLine(removing)} from the team.</label>
            </div>
            <div className="flex flex-wrap items-center gap-4">
              <button type="submit" className="min-h-11 rounded-lg bg-danger px-5 py-2 font-semibold text-void hover:bg-red-300">
                Remove member
              </button>
              <a className="underline underline-offset-4" href="/admin/team">
                Cancel, keep them
              </a>
            </div>
          </form>
        </section>
      )}

      <section aria-labelledby="members-heading" className="mt-8">
        <h2 id="members-heading" className="text-xl font-semibold">
          Members ({team.members.length})
        </h2>
        <ul className="mt-4 divide-y divide-line rounded-xl border border-line bg-surface">
          {team.members.map((member) => (
            <li key={member.email} className="flex flex-wrap items-center justify-between gap-4 p-4">
              <div className="min-w-0">
                <p className="break-all font-semibold">
                  {neutralLine(member.email)}
                  {member.isViewer && <span className="font-normal text-muted"> (you)</span>}
                </p>
                <p className="text-sm">Roles: {member.roles.join(", ")}</p>
                <p className="text-sm text-muted">
                  Added {formatInstant(member.addedAt)} ·{" "}
                  {member.lastSignInAt ? `last signed in ${formatInstant(member.lastSignInAt)}` : "no sign-in on record"}
                </p>
              </div>
              {team.canManage && (
                <div className="flex flex-wrap items-center gap-3">
                  <form method="post">
                    <CsrfField token={viewer.csrfToken} />
                    <input type="hidden" name="intent" value="reset" />
                    <input type="hidden" name="email" value={member.email} />
                    <button type="submit" className={quietButton}>
                      Send password reset<span className="sr-only"> to {neutralLine(member.email)}</span>
                    </button>
                  </form>
                  {!member.isViewer && team.members.length > 1 && (
                    <a
                      className="text-sm font-semibold text-danger underline underline-offset-4"
                      href={`/admin/team?remove=${encodeURIComponent(member.email)}#remove-heading`}
                    >
                      Remove<span className="sr-only"> {neutralLine(member.email)}</span>…
                    </a>
                  )}
                </div>
              )}
              {team.canManage && (
                <form method="post" className="w-full">
                  <CsrfField token={viewer.csrfToken} />
                  <input type="hidden" name="intent" value="roles" />
                  <input type="hidden" name="email" value={member.email} />
                  <fieldset className="flex flex-wrap items-center gap-4">
                    <legend className="sr-only">Roles of {neutralLine(member.email)}</legend>
                    <RoleBoxes idPrefix={`roles-${member.email}`} checked={member.roles} />
                    <button type="submit" className={quietButton}>
                      Save roles<span className="sr-only"> of {neutralLine(member.email)}</span>
                    </button>
                  </fieldset>
                </form>
              )}
            </li>
          ))}
        </ul>
      </section>

      {team.canManage && (
        <>
          <section aria-labelledby="scheduled-heading" className="mt-8">
            <h2 id="scheduled-heading" className="text-xl font-semibold">
              Scheduled publishes
            </h2>
            <p className="mt-2 text-sm text-muted">
              Content editors set to go live later, whoever scheduled it. Removing a member, or their editor role, cancels theirs.
            </p>
            {scheduled.length === 0 ? (
              <p className="mt-2 text-muted">None.</p>
            ) : (
              <ul className="mt-4 divide-y divide-line rounded-xl border border-line">
                {scheduled.map((entry) => (
                  <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                    <ScheduledPublishItem entry={entry} csrfToken={viewer.csrfToken} withTitle linkTitle={hasRole(viewer, "editor")} />
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="pending-heading" className="mt-8">
            <h2 id="pending-heading" className="text-xl font-semibold">
              Links not used yet
            </h2>
            {team.pending.length === 0 ? (
              <p className="mt-2 text-muted">None.</p>
            ) : (
              <ul className="mt-4 space-y-2">
                {team.pending.map((link) => (
                  <li key={`${link.purpose}:${link.email}:${link.requestedAt}`} className="rounded-lg border border-line p-3 text-sm">
                    <span className="font-semibold">{link.purpose === "invite" ? "Invitation" : "Password reset"}</span> for{" "}
                    <span className="break-all">{neutralLine(link.email)}</span>, asked by <span className="break-all">{neutralLine(link.requestedBy)}</span>{" "}
                    {formatInstant(link.requestedAt)}, valid until {formatInstant(link.expiresAt)}. E-mail:{" "}
                    {link.mail === "sent"
                      ? "sent"
                      : link.mail === "waiting"
                        ? "waiting to be sent (if it stays so, the site’s e-mail is not set up yet: ask whoever runs the site)"
                        : "not sent (see the outbox)"}
                    .
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="invite-heading" className="mt-8 max-w-xl rounded-xl border border-line bg-surface p-5">
            <h2 id="invite-heading" className="text-xl font-semibold">
              Invite a colleague
            </h2>
            <p className="mt-2 text-sm text-muted">
              They get a one-time link by e-mail, valid for 48 hours, to choose their password. A newer invitation to the same address replaces the older.
            </p>
            <form method="post" className="mt-4 space-y-3">
              <CsrfField token={viewer.csrfToken} />
              <input type="hidden" name="intent" value="invite" />
              <label htmlFor="invite-email" className="block text-sm font-semibold">
                Their e-mail address
              </label>
              <input
                id="invite-email"
                name="email"
                type="email"
                required
                maxLength={254}
                autoComplete="off"
                className={field}
                aria-invalid={inviteError ? true : undefined}
                aria-describedby={inviteError ? "invite-error" : undefined}
              />
              <fieldset className="space-y-2">
                <legend className="text-sm font-semibold">Their roles</legend>
                <RoleBoxes idPrefix="invite-role" checked={defaultTeamRoles} />
              </fieldset>
              {inviteError && (
                <p id="invite-error" role="alert" className="text-sm text-danger">
                  {inviteError}
                </p>
              )}
              <button type="submit" className={button}>
                Send invitation
              </button>
            </form>
          </section>
        </>
      )}
    </>
  );
}
