import { data } from "react-router";
import { z } from "zod";

/**
 * What a team member may do (docs/product.md#team-area): `owner` manages the accounts and may see
 * everything of the team's own (team page, audit log), `editor` changes the site's content
 * (/admin/content), `recruiter` reads and handles applications (inbox, an application's page, notes,
 * status, erasure, exports), `sales` reads and handles project inquiries (/admin/inquiries: the same,
 * for the clients' door). A recruiter does not see inquiries nor a sales member applications (decision
 * 028). A member holds one or more. The server enforces them (server/admin/);
 * the menu only leaves out what a member may not use.
 */
export const teamRoles = ["owner", "editor", "recruiter", "sales"] as const;
// Pure: the admin pages' client build leaves zod out when nothing there parses (the public islands'
// shared zod chunk stays as small as it was).
export const teamRoleSchema = /* @__PURE__ */ z.enum(teamRoles);
export type TeamRole = z.infer<typeof teamRoleSchema>;

/**
 * What `add-user` gives without `--role` and what the invitation form starts from: an owner who reads
 * both inboxes, as every member could before roles (migration 0018 gave the owners of then the
 * inquiries too; decision 028).
 */
export const defaultTeamRoles: readonly TeamRole[] = ["owner", "recruiter", "sales"];

export const roleDescriptions: Record<TeamRole, string> = {
  owner: "manages the team's accounts and reads the audit log",
  editor: "changes the site's content",
  recruiter: "reads and handles applications",
  sales: "reads and handles project inquiries",
};

/** Anything that names its roles: a session, the admin viewer. */
export interface WithRoles {
  roles: readonly TeamRole[];
}

export function hasRole(member: WithRoles | null | undefined, role: TeamRole): boolean {
  return Boolean(member?.roles.includes(role));
}

/** The words of a refusal, the same on a page and in a data answer. */
export function roleRefusal(role: TeamRole): string {
  return `This needs the ${role} role (a member who ${roleDescriptions[role]}). Ask an owner of the team if you need it.`;
}

/**
 * Stops a loader, an action or a service call of a member without `role`: a 403 that the admin layout's
 * error boundary shows as its own page (the server's Express handlers answer the same words with
 * server/admin/admin-area.ts `refuseUnlessRole`).
 */
export function requireRole(member: WithRoles | null | undefined, role: TeamRole): void {
  if (!hasRole(member, role)) throw data(roleRefusal(role), { status: 403, statusText: "Forbidden" });
}

/**
 * The newsletter (/admin/newsletter: the subscribers, the sends) is for owners and editors: the editors send
 * what they publish, the owners answer for the list. A recruiter or a sales member may not see it.
 */
export const newsletterRoles: readonly TeamRole[] = ["owner", "editor"];

export function mayUseNewsletter(member: WithRoles | null | undefined): boolean {
  return newsletterRoles.some((role) => hasRole(member, role));
}

/** Stops a loader, an action or a service call of a member who may not use the newsletter, like `requireRole`. */
export function requireNewsletterRole(member: WithRoles | null | undefined): void {
  if (!mayUseNewsletter(member)) throw data(roleRefusal("editor"), { status: 403, statusText: "Forbidden" });
}

/**
 * The role each part of /admin needs, by path (lower-cased, as the server routes them); null: any
 * signed-in member (sign-out, the not-found page). The server checks it before anything else runs.
 */
export function roleForAdminPath(path: string): TeamRole | null {
  // A route's data request (`/admin/team.data`) asks for the same page's loader.
  const p =
    path
      .toLowerCase()
      .replace(/\.data$/, "")
      .replace(/\/+$/, "") || "/";
  if (p === "/admin" || p === "/admin/export.csv" || p === "/admin/export.json" || p.startsWith("/admin/applications/") || p === "/admin/applications")
    return "recruiter";
  if (p === "/admin/inquiries" || p.startsWith("/admin/inquiries/")) return "sales";
  if (p === "/admin/team" || p === "/admin/audit") return "owner";
  if (p === "/admin/content" || p.startsWith("/admin/content/") || p === "/admin/media") return "editor";
  return null;
}

/** Where a member lands after signing in: the first part of /admin they may use. */
export function landingPath(member: WithRoles): string {
  if (hasRole(member, "recruiter")) return "/admin";
  if (hasRole(member, "sales")) return "/admin/inquiries";
  if (hasRole(member, "editor")) return "/admin/content";
  return "/admin/team";
}
