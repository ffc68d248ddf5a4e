import { describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { allPagePaths, prerenderPaths } from "../../app/lib/pages/site-paths.ts";
import { canonicalPath } from "../../server/canonical-path.ts";

// The public pages the product description lists (docs/product.md, "Public pages"), and the docs pages it names.
const describedRoutes = [
  "/",
  "/about",
  "/mission",
  "/story",
  "/leadership",
  "/founder",
  "/divisions",
  "/services",
  "/projects",
  "/join",
  "/contact",
  "/docs",
  "/case-studies",
  "/blog",
  "/our-work",
  "/resources",
  "/privacy",
  "/terms",
  "/cookies",
  "/dmca",
  "/copyright",
  "/refunds",
  "/disclaimer",
  "/news",
  "/docs/platform-overview",
  "/docs/setup",
  "/docs/configuration",
  "/docs/tutorial",
  "/docs/encryption",
  "/docs/access-control",
  "/docs/incident-response",
  "/docs/compliance",
  "/docs/dev-getting-started",
  "/docs/sdk",
  "/docs/examples",
  "/docs/integrations",
];

describe("the route list", () => {
  it("covers every path of the product description's route table, /team, and every dynamic id", () => {
    for (const path of [...describedRoutes, "/team"]) expect(allPagePaths).toContain(path);
    for (const id of ["vesperguard", "noxgpt", "nexus", "nexila", "vespergames", "viad", "vesperlegal", "vesperholdings", "vcomm"]) {
      expect(allPagePaths).toContain(`/divisions/${id}`);
    }
    for (const slug of ["web", "games", "ai", "dmca", "legal", "business"]) expect(allPagePaths).toContain(`/services/${slug}`);
    expect(allPagePaths).toContain("/news/1");
    expect(allPagePaths).toContain("/news/2");
  });

  it("lists each path once, in canonical form", () => {
    expect(new Set(allPagePaths).size).toBe(allPagePaths.length);
    for (const path of allPagePaths) expect(canonicalPath(path)).toBe(path);
  });

  it("prerenders every page, the form page included, plus the feeds", () => {
    for (const path of allPagePaths) expect(prerenderPaths).toContain(path);
    expect(prerenderPaths).toContain("/join");
    expect(prerenderPaths).toEqual(expect.arrayContaining(["/", "/divisions/noxgpt", "/sitemap.xml", "/robots.txt", "/news/rss.xml"]));
  });

  it("wires a route module for every top-level segment, an index route for the home page, and a catch-all last", () => {
    // Every public page sits in the public layout route; the team's pages in the admin layout.
    const publicLayout = routes.find((route) => route.id === "public-layout");
    expect(publicLayout?.file).toBe("routes/public-layout.tsx");
    const pages = publicLayout?.children ?? [];
    const segments = new Set(pages.map((route) => route.path?.split("/")[0]));
    for (const path of describedRoutes.filter((p) => p !== "/")) expect(segments, path).toContain(path.slice(1).split("/")[0]);
    expect(pages.filter((route) => route.index).map((route) => route.file)).toEqual(["routes/home.tsx"]);
    expect(pages.at(-1)).toMatchObject({ path: "*", file: "routes/not-found.tsx" });
    const all = routes.flatMap((route) => [route, ...(route.children ?? [])]);
    expect(new Set(all.map((route) => route.id ?? route.file)).size, "route ids are unique").toBe(all.length);
  });
});

describe("canonicalPath", () => {
  it.each([
    ["/ABOUT", "/about"],
    ["/about/", "/about"],
    ["/Divisions/NoxGPT", "/divisions/noxgpt"],
    ["/SERVICES/Web/", "/services/web"],
    ["/", "/"],
    ["//", "/"],
  ])("%s → %s", (input, expected) => expect(canonicalPath(input)).toBe(expected));
});
