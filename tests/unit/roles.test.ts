import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { defaultTeamRoles, hasRole, landingPath, requireRole, roleForAdminPath, roleRefusal, teamRoleSchema } from "../../app/lib/contracts/roles.ts";
import { UserError, memberRolesSchema as teamRolesSchema, parseRoles } from "../../server/admin/users.ts";

/** What React Router makes of a value a loader threw (the admin layout's error boundary reads it). */
function thrownBy(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("team roles", () => {
  it("are owner, editor, recruiter and sales; a member holds at least one, each once, in a fixed order", () => {
    expect(teamRoleSchema.options).toEqual(["owner", "editor", "recruiter", "sales"]);
    expect(teamRolesSchema.parse(["sales", "owner"])).toEqual(["owner", "sales"]);
    expect(teamRolesSchema.parse(["recruiter", "owner", "recruiter"])).toEqual(["owner", "recruiter"]);
    expect(teamRolesSchema.safeParse([]).success).toBe(false);
    expect(teamRolesSchema.safeParse(["admin"]).success).toBe(false);
    // add-user without --role and the invitation's preselection: an owner who reads both inboxes.
    expect(defaultTeamRoles).toEqual(["owner", "recruiter", "sales"]);
  });

  it("typed roles: an unknown name is refused by name, with the list of real ones; none at all is refused", () => {
    expect(parseRoles(["editor", "recruiter", "editor"])).toEqual(["editor", "recruiter"]);
    expect(() => parseRoles(["editor", "admin"])).toThrow(new UserError('Unknown role "admin": the roles are owner, editor, recruiter, sales.'));
    expect(() => parseRoles(["Owner", "x"])).toThrow(/Unknown roles "Owner", "x"/);
    expect(() => parseRoles([])).toThrow(/at least one role/);
  });

  it("requireRole lets a member with the role through and answers anyone else 403 with the reason", () => {
    const editor = { roles: ["editor" as const] };
    expect(hasRole(editor, "editor")).toBe(true);
    expect(hasRole(editor, "recruiter")).toBe(false);
    expect(hasRole(null, "owner")).toBe(false);
    expect(thrownBy(() => requireRole(editor, "editor"))).toBeUndefined();
    const refusal = thrownBy(() => requireRole(editor, "recruiter")) as { data: unknown; init: ResponseInit | null };
    expect(refusal.init?.status).toBe(403);
    expect(refusal.data).toBe(roleRefusal("recruiter"));
    expect(roleRefusal("recruiter")).toMatch(/needs the recruiter role/);
    expect(thrownBy(() => requireRole(undefined, "owner"))).toMatchObject({ init: { status: 403 } });
    expect(isRouteErrorResponse(refusal)).toBe(false); // React Router turns it into one when a loader throws it
  });

  it("each part of /admin needs its role: applications and exports recruiter, inquiries and theirs sales, team and audit owner, content editor", () => {
    for (const path of [
      "/admin",
      "/admin/",
      "/ADMIN",
      "/admin.data",
      "/admin/applications/12",
      "/admin/applications/12/erase",
      "/admin/applications/12.data",
      "/admin/export.csv",
      "/admin/export.json",
    ]) {
      expect(roleForAdminPath(path), path).toBe("recruiter");
    }
    for (const path of [
      "/admin/inquiries",
      "/admin/inquiries/",
      "/Admin/Inquiries",
      "/admin/inquiries.data",
      "/admin/inquiries/7",
      "/admin/inquiries/7.data",
      "/admin/inquiries/export.csv",
      "/admin/inquiries/export.json",
    ]) {
      expect(roleForAdminPath(path), path).toBe("sales");
    }
    for (const path of ["/admin/team", "/admin/team/", "/admin/audit", "/admin/Audit", "/admin/team.data"]) expect(roleForAdminPath(path), path).toBe("owner");
    for (const path of ["/admin/content", "/admin/content/services"]) expect(roleForAdminPath(path), path).toBe("editor");
    // Sign-in, sign-out, the one-time links and the not-found page: any member (or none).
    for (const path of [
      "/admin/login",
      "/admin/logout",
      "/admin/invite",
      "/admin/reset-password",
      "/admin/nothing-here",
      "/admin/contents",
      "/admin/inquiriesx",
    ])
      expect(roleForAdminPath(path), path).toBeNull();
  });

  it("after signing in, a member lands on the first part they may use", () => {
    expect(landingPath({ roles: ["owner", "recruiter"] })).toBe("/admin");
    expect(landingPath({ roles: ["recruiter"] })).toBe("/admin");
    expect(landingPath({ roles: ["editor"] })).toBe("/admin/content");
    expect(landingPath({ roles: ["owner", "editor"] })).toBe("/admin/content");
    expect(landingPath({ roles: ["owner"] })).toBe("/admin/team");
    expect(landingPath({ roles: ["sales"] })).toBe("/admin/inquiries");
    expect(landingPath({ roles: ["editor", "sales"] })).toBe("/admin/inquiries");
    expect(landingPath({ roles: ["recruiter", "sales"] })).toBe("/admin");
  });
});
