import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { redirectsContentSchema } from "../../app/content/schemas/redirects.ts";
import { reservedAddress, reservedAddressList } from "../../app/content/schemas/reserved-addresses.ts";
import { builtFilePaths, pageKinds } from "../../app/lib/pages/page-registry.ts";
import { createApp } from "../../server/app.ts";
import type { ApplicationStore } from "../../server/applications/store.ts";
import type { Database } from "../../server/db/database.ts";
import { dynamicPathPrefixes } from "../../server/http/dynamic-paths.ts";
import { createLogger } from "../../server/logger.ts";
import { reservedExamples, spellingsOf } from "../support/reserved-addresses.ts";
import { routeList } from "./server/build-fixture.ts";

const removedIssues = (path: string) => {
  const result = redirectsContentSchema.safeParse({ moved: [], removed: [{ path, date: "2026-11-26" }] });
  return result.success ? [] : result.error.issues.filter((issue) => issue.path.join(".") === "removed.0.path").map((issue) => issue.message);
};
const movedIssues = (from: string) => {
  const result = redirectsContentSchema.safeParse({ moved: [{ from, to: "/contact" }], removed: [] });
  return result.success ? [] : result.error.issues.filter((issue) => issue.path.join(".") === "moved.0.from").map((issue) => issue.message);
};

describe("addresses the site owns, in the redirects document's schema", () => {
  it.each(reservedExamples)("%s cannot be moved or removed, in any spelling, with a message beside the field", (address) => {
    for (const spelling of spellingsOf(address)) {
      expect(reservedAddress(spelling), spelling).toMatchObject({ address });
      expect(removedIssues(spelling), spelling).toContainEqual(expect.stringContaining("belongs to the site itself"));
      expect(movedIssues(spelling), spelling).toContainEqual(expect.stringContaining("belongs to the site itself"));
    }
  });

  it("says what the address is read as and who owns it, in words", () => {
    expect(removedIssues("/news/../admin/login")).toEqual([
      "/news/../admin/login (read as /admin/login) belongs to the site itself (the team's sign-in and admin pages), so it cannot be moved or removed",
    ]);
    expect(movedIssues("/sitemap.xml")).toEqual(["/sitemap.xml belongs to the site itself (the sitemap for search engines), so it cannot be moved or removed"]);
    expect(reservedAddress("/admin%zz")).toEqual({ address: undefined, owner: expect.any(String) });
  });

  it("leaves the addresses of pages that can go free: collection pages, old addresses, look-alikes of reserved ones", () => {
    for (const address of [
      "/news/12",
      "/docs/old-guide",
      "/blog/a-post",
      "/about-us",
      "/administration",
      "/admins/list",
      "/api-docs",
      "/news/rss",
      "/media-kit",
      "/privacy",
    ]) {
      expect(reservedAddress(address), address).toBeUndefined();
      expect(removedIssues(address), address).toEqual([]);
      expect(movedIssues(address), address).toEqual([]);
    }
  });
});

describe("the list of the site's own addresses", () => {
  const reserved = (address: string) => reservedAddress(address) !== undefined;

  it("holds every page the registry always makes and every file it builds", () => {
    const fixed = pageKinds.flatMap((kind) => (kind.kind === "page" ? [kind.path] : []));
    const collections = pageKinds.flatMap((kind) => (kind.kind === "collection" ? [kind.path.slice(0, kind.path.lastIndexOf("/"))] : []));
    for (const address of [...fixed, ...collections, ...builtFilePaths]) expect(reserved(address), address).toBe(true);
  });

  it("holds everything the server answers itself (its own routes and the per-request /admin) and every file of public/", () => {
    const app = createApp({
      config: { applicationRateLimit: 30, trustProxy: false, buildDir: "/nonexistent" },
      logger: createLogger("silent"),
      database: {} as Database,
      store: {} as ApplicationStore,
    });
    for (const prefix of dynamicPathPrefixes(app, routeList())) {
      expect(reserved(prefix), prefix).toBe(true);
      expect(reserved(`${prefix}/anything`), prefix).toBe(true);
    }
    for (const name of fs.readdirSync(path.join(import.meta.dirname, "../../public"))) expect(reserved(`/${name}`), name).toBe(true);
    // Files the build writes besides pages: hashed assets, social cards, the special pages.
    for (const prefix of ["/assets", "/social", "/_status", "/media"]) expect(reservedAddressList.prefixes).toContain(prefix);
  });
});
