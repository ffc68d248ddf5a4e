// Every relative link and #anchor in README.md and docs/ resolves, so a reader following one lands on a page and heading.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brokenLinks, headingAnchors } from "../support/markdown-links.ts";

const root = path.resolve(import.meta.dirname, "../..");
const documents = [
  "README.md",
  ...fs
    .readdirSync(path.join(root, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => path.posix.join("docs", file.split(path.sep).join("/"))),
];

describe("the documentation's links", () => {
  it("resolve: every relative link to a file, every anchor to a heading of its target", () => {
    expect(documents.length).toBeGreaterThan(5);
    const problems = brokenLinks(root, documents).map(({ link, problem }) => `${link.from}:${link.line} (${link.target}): ${problem}`);
    expect(problems).toEqual([]);
  });

  it("name headings as GitHub does", () => {
    const anchors = headingAnchors(
      [
        "# Operations › Mail",
        "## `SMTP_URL` and `MAIL_FROM`",
        "## Content as files: `npm run content`",
        "## Mail",
        "```",
        "## not a heading",
        "```",
        'A list <a id="limits"></a>',
        "## The server's footprint",
      ].join("\n"),
    );
    expect([...anchors].sort()).toEqual([
      "content-as-files-npm-run-content",
      "limits",
      "mail",
      "operations--mail",
      "smtp_url-and-mail_from",
      "the-servers-footprint",
    ]);
  });

  it("find a missing file, a missing heading and an anchor of the same page", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-links-"));
    try {
      fs.mkdirSync(path.join(dir, "docs"));
      fs.writeFileSync(
        path.join(dir, "docs/a.md"),
        "# A\n\n## Backups\n\n[ok](#backups) [ok](b.md#b) [gone](c.md) [wrong](b.md#backups) [self](#nope)\n`[code](x.md)`\n",
      );
      fs.writeFileSync(path.join(dir, "docs/b.md"), "# B\n\n[up](../docs/a.md#a) [web](https://example.com/x.md)\n");
      expect(brokenLinks(dir, ["docs/a.md", "docs/b.md"]).map(({ link, problem }) => `${link.target}: ${problem}`)).toEqual([
        "c.md: no file docs/c.md",
        "b.md#backups: no heading #backups in docs/b.md",
        "#nope: no heading #nope in docs/a.md",
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
