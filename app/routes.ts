import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { publicLayoutRouteId } from "./lib/pages/public-chrome.ts";
import { pageRoutes } from "./lib/pages/page-registry.ts";
import { siteContent } from "./lib/pages/site-content.ts";

/**
 * The one route list (docs/product.md#routes): every public page and feed from the page registry
 * (app/lib/pages/page-registry.ts), the team's /admin, and the catch-all not-found page.
 */
export default [
  // Every public page in the public layout (its loader gives the header's and footer's content).
  layout("routes/public-layout.tsx", { id: publicLayoutRouteId }, [
    ...pageRoutes(siteContent).map((page) => (page.index ? index(page.module, { id: page.id }) : route(page.path, page.module, { id: page.id }))),
    // The search's results page: a shell the server fills per request (decision 040).
    route("search", "routes/search.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // The hiring team's inbox (decision 010): rendered per request for signed-in members, never prerendered,
  // in its own layout (the id is app/lib/pages/admin-context.ts `adminAreaRouteId`; its loader gives the member).
  layout("routes/admin/layout.tsx", { id: "admin-area" }, [
    route("admin", "routes/admin/inbox.tsx"),
    route("admin/login", "routes/admin/login.tsx"),
    route("admin/applications/:id", "routes/admin/application.tsx"),
    route("admin/applications/:id/erase", "routes/admin/erase.tsx"),
    route("admin/inquiries", "routes/admin/inquiries.tsx"),
    route("admin/inquiries/:id", "routes/admin/inquiries-detail.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
    route("admin/search-misses", "routes/admin/search-misses.tsx"),
    route("admin/team", "routes/admin/team.tsx"),
    // The site editor (decision 015): drafts, preview, publish and versions of the content documents.
    route("admin/content", "routes/admin/content.tsx"),
    route("admin/content/:slug", "routes/admin/content-document.tsx"),
    route("admin/content/:slug/versions", "routes/admin/content-versions.tsx"),
    route("admin/content/:slug/preview", "routes/admin/content-preview.tsx"),
    route("admin/content/:slug/items", "routes/admin/content-items.tsx"),
    route("admin/content/:slug/items/:item", "routes/admin/content-item.tsx"),
    route("admin/content/:slug/items/:item/versions", "routes/admin/content-item-versions.tsx"),
    route("admin/media", "routes/admin/media.tsx"),
    // The newsletter (decision 039): the list, the sends, and "Send to subscribers" for a published article.
    route("admin/newsletter", "routes/admin/newsletter.tsx"),
    route("admin/newsletter/send", "routes/admin/newsletter-send.tsx"),
    route("admin/insights", "routes/admin/insights.tsx"),
    // One-time links from the team's e-mail: no session needed (server/admin/admin-area.ts checks the token).
    route("admin/invite", "routes/admin/invite.tsx", { id: "admin-invite" }),
    route("admin/reset-password", "routes/admin/invite.tsx", { id: "admin-reset-password" }),
    route("admin/*", "routes/admin/not-found.tsx"),
  ]),
] satisfies RouteConfig;
