import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { adminAreaRouteId } from "../../../app/lib/pages/admin-context.ts";
import type { ApplicationDetail, AuditEntry, TeamPage } from "../../../app/lib/contracts/admin-services.ts";
import type { DocumentSummary, ScheduledPublishSummary, VersionSummary } from "../../../app/lib/contracts/content-services.ts";
import type { MediaImageSummary } from "../../../app/lib/contracts/media-services.ts";
import AdminApplication from "../../../app/routes/admin/application.tsx";
import AdminAudit from "../../../app/routes/admin/audit.tsx";
import ContentList from "../../../app/routes/admin/content.tsx";
import ContentVersions from "../../../app/routes/admin/content-versions.tsx";
import AdminLayout from "../../../app/routes/admin/layout.tsx";
import AdminMedia from "../../../app/routes/admin/media.tsx";
import AdminTeam from "../../../app/routes/admin/team.tsx";

/**
 * What team members and editors typed (file names, alt texts, publish summaries, notes, member
 * addresses) is shown on the admin pages without bidi, zero-width or control characters, as an
 * applicant's text is (applicant-text.test.tsx): `report<RLO>gnp.exe.png` reads as stored, not as
 * "report" + "exe.png" reversed.
 */

const rlo = "\u202E";
const invisible = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
/** A member's address with a right-to-left override in it: the address check (`[^\s@]+@[^\s@]+`) lets it through. */
const member = `eve${rlo}moc.evil@example.com`;
const shownMember = "evemoc.evil@example.com";

const viewer = { email: member, csrfToken: "t", roles: ["owner", "recruiter", "editor"] as ("owner" | "recruiter" | "editor")[] };

/** An admin page as the server renders it: inside the admin layout, whose loader gave the signed-in member. */
function renderAdminPage(path: string, Page: ComponentType<never>, loaderData: unknown): string {
  const Stub = createRoutesStub([
    { id: adminAreaRouteId, Component: AdminLayout as ComponentType, children: [{ id: "page", path, Component: Page as ComponentType }] },
  ]);
  const html = renderToStaticMarkup(<Stub initialEntries={[path]} hydrationData={{ loaderData: { [adminAreaRouteId]: { viewer }, page: loaderData } }} />);
  // The CSRF token and the inline script's JSON are not shown text; every other character is.
  return html.replace(/<script[\s\S]*?<\/script>/g, "");
}

/**
 * What the page shows or reads out: its text, and the attributes a browser or a screen reader presents
 * (alt, title, aria-label). Not the values posted back as stored (an address in a hidden field) nor ids.
 */
function shown(html: string): string {
  const attributes = [...html.matchAll(/\s(?:alt|title|aria-label|placeholder)="([^"]*)"/g)].map((match) => match[1]);
  return [html.replace(/<[^>]*>/g, " "), ...attributes].join(" ");
}

const image: MediaImageSummary = {
  hash: "0123456789abcdef0123456789abcdef",
  originalName: `report${rlo}gnp.exe.png`,
  alt: `A chart\u200B of ${rlo}sales\u2066`,
  width: 1600,
  height: 900,
  createdBy: member,
  createdAt: "2026-01-02T03:04:05.000Z",
  variants: [{ format: "webp", width: 480, height: 270, byteLength: 20_000, path: "/media/0123456789abcdef0123456789abcdef-480.webp" }],
  asset: { src: "/media/0123456789abcdef0123456789abcdef-480.webp", alt: "A chart", width: 480, height: 270 },
  usedBy: [],
};

describe("the admin pages show what members and editors typed without bidi or invisible characters", () => {
  it("on the images page: the file name, the alt text and the uploader; with the storage used against the budget", () => {
    const html = renderAdminPage("/admin/media", AdminMedia, {
      images: [image],
      storage: { usedBytes: 12.5 * 1024 * 1024, limitBytes: 1024 * 1024 * 1024 },
      graceHours: 72,
      uploaded: null,
      removed: false,
    });
    expect(html).toContain(">reportgnp.exe.png</p>");
    expect(html).toContain('alt="A chart of sales"');
    expect(html).toContain("Alt text: <span");
    expect(html).toContain(">A chart of sales</span>");
    expect(html).toContain(`uploaded by ${shownMember}`);
    expect(html).toContain("Storage: 12.5 MB of 1,024 MB used.");
    expect(shown(html)).not.toMatch(invisible);
  });

  it("says when the storage is full", () => {
    const html = renderAdminPage("/admin/media", AdminMedia, {
      images: [],
      storage: { usedBytes: 200 * 1024 * 1024, limitBytes: 200 * 1024 * 1024 },
      graceHours: 72,
      uploaded: null,
      removed: false,
    });
    expect(html).toContain("Storage: 200 MB of 200 MB used (full: remove images no content uses to upload more).");
  });

  it("on the team page: members' addresses and who asked for a link, while the forms post back the stored address", () => {
    const team: TeamPage = {
      members: [
        { email: member, roles: ["editor"], addedAt: "2026-01-02T03:04:05.000Z", lastSignInAt: null, isViewer: false },
        { email: "owner@example.com", roles: ["owner"], addedAt: "2026-01-01T03:04:05.000Z", lastSignInAt: null, isViewer: true },
      ],
      pending: [
        {
          purpose: "invite",
          email: `new${rlo}@example.com`,
          requestedBy: member,
          requestedAt: "2026-01-02T03:04:05.000Z",
          expiresAt: "2026-01-04T03:04:05.000Z",
          mail: "sent",
        },
      ],
      canManage: true,
    };
    const html = renderAdminPage("/admin/team", AdminTeam, { team, scheduled: [], done: null, removing: null });
    expect(html).toContain(shownMember);
    expect(html).toContain("new@example.com");
    expect(html).toContain(`name="email" value="${member}"`);
    expect(shown(html)).not.toMatch(invisible);
  });

  it("in the audit log: who, the subject and the details (an upload's file name)", () => {
    const entries: AuditEntry[] = [
      {
        id: 1,
        at: "2026-01-02T03:04:05.000Z",
        actor: member,
        action: "media.upload",
        subject: `media:${image.hash}`,
        details: { name: image.originalName, width: 1600 },
      },
      { id: 2, at: "2026-01-02T03:04:05.000Z", actor: "owner@example.com", action: "team.roles", subject: `user:${member}`, details: { roles: ["editor"] } },
    ];
    const html = renderAdminPage("/admin/audit", AdminAudit, { log: { kind: "all", entries, total: 2, page: 1, pageCount: 1 } });
    expect(html).toContain("name: reportgnp.exe.png, width: 1600");
    expect(html).toContain(`user:${shownMember}`);
    expect(shown(html)).not.toMatch(invisible);
  });

  it("in the site editor's lists: who published or drafted, who scheduled, and a version's summary and changes", () => {
    const documents: DocumentSummary[] = [
      {
        id: "news",
        slug: "news",
        title: "News",
        group: "News",
        version: 2,
        publishedAt: "2026-01-02T03:04:05.000Z",
        publishedBy: member,
        draft: { updatedBy: member, updatedAt: "2026-01-03T03:04:05.000Z" },
      },
    ] as DocumentSummary[];
    const scheduled: ScheduledPublishSummary[] = [
      {
        id: 1,
        documentId: "news",
        item: null,
        slug: "news",
        title: "News",
        runAt: "2026-02-01T09:00:00.000Z",
        runAtLocal: "1 February 2026, 10:00",
        scheduledBy: member,
        scheduledAt: "2026-01-02T03:04:05.000Z",
        status: "pending",
        error: null,
      },
    ];
    const list = renderAdminPage("/admin/content", ContentList, { documents, scheduled, timeZone: "Europe/Paris", cancelled: false });
    expect(list).toContain(`published by ${shownMember}`);
    expect(list).toContain(`Draft by ${shownMember}`);
    expect(list).toContain(`scheduled by ${shownMember}`);
    expect(shown(list)).not.toMatch(invisible);

    const version: VersionSummary = { version: 2, author: member, createdAt: "2026-01-02T03:04:05.000Z", summary: `New ${rlo}cover\u0007`, source: "publish" };
    const versions = renderAdminPage("/admin/content/news/versions", ContentVersions, {
      document: { slug: "news", title: "News", opened: { revision: 0, version: 2 }, version: 2 },
      versions: [version],
      compare: { version, current: 2, changes: [{ field: "articles › 1 › title", before: `Old ${rlo}title`, after: `New\u2028title` }] },
    });
    expect(versions).toContain(shownMember);
    expect(versions).toContain(">New cover</p>");
    expect(versions).toContain(">Old title</td>");
    expect(versions).toContain(">New title</td>");
    expect(shown(versions)).not.toMatch(invisible);
  });

  it("on an application: a note's author and text, and who changed its status", () => {
    const application: ApplicationDetail = {
      id: 7,
      createdAt: "2026-01-02T03:04:05.000Z",
      name: "Grace Hopper",
      email: "grace@example.com",
      division: "nexus",
      status: "reviewing",
      openedAt: null,
      discord: null,
      portfolio: null,
      message: "Hello",
      statusChangedAt: null,
      notes: [{ id: 1, author: member, body: `Call ${rlo}back\non Monday`, createdAt: "2026-01-02T03:04:05.000Z" }],
      history: [{ from: "new", to: "reviewing", by: member, at: "2026-01-02T03:04:05.000Z" }],
      deleteAfter: "2027-01-02T03:04:05.000Z",
      delivery: { messages: [] },
    } as ApplicationDetail;
    const html = renderAdminPage("/admin/applications/7", AdminApplication, { application, done: null });
    expect(html).toContain(`${shownMember}, `);
    expect(html).toContain("Call back\non Monday");
    expect(html).toContain(`by ${shownMember}`);
    expect(shown(html).replaceAll("\n", "")).not.toMatch(invisible);
  });
});
