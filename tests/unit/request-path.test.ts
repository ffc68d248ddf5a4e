import { describe, expect, it } from "vitest";
import { isSameSiteRedirectPath, canonicalPath } from "../../server/canonical-path.ts";
import { mediaTypeProblem } from "../../server/http/media-type.ts";
import { normaliseRequestPath } from "../../app/content/schemas/request-path.ts";
import { maxPathSegments, pathSegmentCount } from "../../server/http/url-limits.ts";
import { findWriteEndpoint } from "../../server/http/write-endpoints.ts";

describe("the gate's one reading of a path", () => {
  it.each([
    "/join",
    "/JOIN",
    "/join/",
    "/join.data",
    "/JOIN.DATA",
    "/./join",
    "/x/../join",
    "/%2E/join",
    "/%2e%2E/join",
    "//join",
    "/\\join",
    "/join//",
    "/a/b/../../join",
    "/join/.data",
    "/%6A%6F%69%6E",
    "/join?x=1",
    "/../../join",
  ])("%s reads /join", (raw) => {
    expect(normaliseRequestPath(raw)).toBe("/join");
  });

  it("keeps other paths apart", () => {
    expect(normaliseRequestPath("/")).toBe("/");
    expect(normaliseRequestPath("/_root.data")).toBe("/");
    expect(normaliseRequestPath("/API/Contact/")).toBe("/api/contact");
    expect(normaliseRequestPath("/join;x")).toBe("/join;x");
    expect(normaliseRequestPath("/joinx")).toBe("/joinx");
    expect(normaliseRequestPath("/divisions/NoxGPT")).toBe("/divisions/noxgpt");
  });

  it("refuses a path that does not decode", () => {
    expect(normaliseRequestPath("/%E0%A4%A")).toBeUndefined();
    expect(normaliseRequestPath("/%ZZ")).toBeUndefined();
  });

  it("maps every spelling of the two write paths to its endpoint, and nothing else", () => {
    expect(findWriteEndpoint(normaliseRequestPath("/x/../JOIN.data") ?? "")?.contentType).toBe("application/x-www-form-urlencoded");
    expect(findWriteEndpoint(normaliseRequestPath("/api//contact/") ?? "")?.contentType).toBe("application/json");
    expect(findWriteEndpoint("/about")).toBeUndefined();
  });

  it("reads a 16 KB path of 8,000 segments in linear time", () => {
    const path = "/a".repeat(8000);
    const started = performance.now();
    for (let i = 0; i < 20; i++) normaliseRequestPath(path);
    // A generous bound: the quadratic reading this replaces took seconds for one such path.
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("URL limits", () => {
  it("counts / and \\ up to the query as segments", () => {
    expect(pathSegmentCount("/")).toBe(1);
    expect(pathSegmentCount("/divisions/noxgpt?a=/b/c")).toBe(2);
    expect(pathSegmentCount("/a\\b/c")).toBe(3);
    expect(pathSegmentCount("/a".repeat(maxPathSegments + 1))).toBe(maxPathSegments + 1);
  });
});

describe("redirect targets", () => {
  it("stay on the site", () => {
    expect(isSameSiteRedirectPath("/about")).toBe(true);
    expect(isSameSiteRedirectPath("/")).toBe(true);
    for (const target of ["//evil.example", "/\\evil.example", "///evil.example", "https://evil.example", "evil.example", ""]) {
      expect(isSameSiteRedirectPath(target)).toBe(false);
    }
  });

  it("strips trailing slashes in linear time", () => {
    expect(canonicalPath("/ABOUT///")).toBe("/about");
    const hostile = "/".repeat(16_000) + "x";
    const started = performance.now();
    for (let i = 0; i < 50; i++) canonicalPath(hostile);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("content types of a write", () => {
  it("accept the endpoint's own type in UTF-8 only", () => {
    expect(mediaTypeProblem("application/json", "application/json")).toBeUndefined();
    expect(mediaTypeProblem("Application/JSON; charset=UTF-8", "application/json")).toBeUndefined();
    expect(mediaTypeProblem('application/json; charset="utf-8"', "application/json")).toBeUndefined();
    expect(mediaTypeProblem("application/json; charset=latin1", "application/json")).toMatch(/UTF-8/);
    expect(mediaTypeProblem("application/json; charset=utf-16", "application/json")).toMatch(/UTF-8/);
    expect(mediaTypeProblem("text/plain", "application/json")).toMatch(/application\/json/);
    expect(mediaTypeProblem(undefined, "application/json")).toMatch(/missing/);
    expect(mediaTypeProblem("multipart/form-data; boundary=x", "application/x-www-form-urlencoded")).toBeDefined();
  });
});
