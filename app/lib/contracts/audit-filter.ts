/**
 * The audit page's kinds of entry. Views are kept (who read which application matters for privacy) but
 * would bury the changes, so the page shows changes unless asked otherwise. "Changes" is everything
 * that is not a sign-in, a view or an export, so an action added later shows by default.
 */
export const auditKinds = ["changes", "sign-ins", "views", "exports", "all"] as const;
export type AuditKind = (typeof auditKinds)[number];

export const defaultAuditKind: AuditKind = "changes";

export const auditKindLabels: Record<AuditKind, string> = {
  changes: "Changes",
  "sign-ins": "Sign-ins",
  views: "Views",
  exports: "Exports",
  all: "All",
};

/** The actions of the kinds that are not "changes" (server/audit/audit-log.ts writes them). */
export const auditActionsOfKind = {
  "sign-ins": ["sign-in", "sign-in.failed", "sign-in.throttled", "sign-out"],
  views: ["application.view", "inquiry.view"],
  exports: ["applications.export", "inquiries.export", "newsletter.export"],
} as const satisfies Partial<Record<AuditKind, readonly string[]>>;

/** `?kind=` of the audit page; anything else (absent, unknown, repeated nonsense) is the default. */
export function readAuditKind(params: URLSearchParams): AuditKind {
  const kind = params.get("kind");
  return (auditKinds as readonly string[]).includes(kind ?? "") ? (kind as AuditKind) : defaultAuditKind;
}

/** The audit page's address for a kind and page; the default kind and the first page are left out. */
export function auditHref(kind: AuditKind, page = 1): string {
  const params = new URLSearchParams();
  if (kind !== defaultAuditKind) params.set("kind", kind);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/admin/audit${query ? `?${query}` : ""}`;
}
