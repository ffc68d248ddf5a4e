import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..");
const cli = path.join(root, "node_modules", "dependency-cruiser", "bin", "dependency-cruiser.mjs");

/** Runs the project's import rules over a small tree written for the test. */
function cruise(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-imports-"));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { module: "ESNext", moduleResolution: "Bundler", jsx: "react-jsx" } }));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const result = spawnSync(process.execPath, [cli, "--config", path.join(root, ".dependency-cruiser.cjs"), "--output-type", "err", "app", "server"], {
    cwd: dir,
    encoding: "utf8",
  });
  return { status: result.status, output: result.stdout + result.stderr };
}
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("import rules (.dependency-cruiser.cjs)", () => {
  it("accept the allowed directions", () => {
    const { status, output } = cruise({
      "app/content/site.ts": "export const site = 1;\n",
      "app/lib/contracts/schema.ts": 'import { site } from "../../content/site.ts";\nexport const schema = site;\n',
      "app/lib/browser/listen.ts": 'import { schema } from "../contracts/schema.ts";\nexport const listen = schema;\n',
      "app/components/ui/button.tsx":
        'import { schema } from "../../lib/contracts/schema.ts";\nimport { listen } from "../../lib/browser/listen.ts";\nexport const Button = [schema, listen];\n',
      "app/components/sections/hero.tsx": 'import { Button } from "../ui/button.tsx";\nexport const Hero = Button;\n',
      "app/components/home/card.tsx":
        'import { Hero } from "../sections/hero.tsx";\nimport { Button } from "../ui/button.tsx";\nexport const Card = [Hero, Button];\n',
      "app/components/home/list.tsx": 'import { Card } from "./card.tsx";\nexport const List = Card;\n',
      "app/islands/react-island.tsx": "export const reactIsland = 1;\n",
      "app/islands/dom-island.ts":
        'import { reactIsland } from "./react-island.tsx";\nimport type { IslandName } from "./registry.ts";\nexport const islandAttributes = (name: IslandName) => [reactIsland, name];\n',
      "app/components/home/carousel.tsx": 'import { islandAttributes } from "../../islands/dom-island.ts";\nexport const Carousel = islandAttributes;\n',
      "app/islands/registry.ts": 'import { Carousel } from "../components/home/carousel.tsx";\nexport const islands = Carousel;\n',
      "server/api.ts": 'import { schema } from "../app/lib/contracts/schema.ts";\nexport const api = schema;\n',
      "server/mail.ts": 'import { site } from "../app/content/site.ts";\nexport const mail = site;\n',
    });
    expect(output).toContain("no dependency violations");
    // Every .ts and .tsx file is parsed (swc), so nothing warns of TypeScript sources it may have missed.
    expect(output).not.toMatch(/missing-\w+-transpiler|likely to have missed/);
    expect(status).toBe(0);
  });

  it("refuse app → server, one area → another, ui → an area, and server → app outside lib and content", () => {
    const { status, output } = cruise({
      "server/store.ts": "export type Store = {};\n",
      "app/lib/context.ts": 'import type { Store } from "../../server/store.ts";\nexport type Context = Store;\n',
      "app/components/blog/post.tsx": "export const Post = 1;\n",
      "app/components/home/feed.tsx": 'import { Post } from "../blog/post.tsx";\nexport const Feed = Post;\n',
      "app/components/ui/badge.tsx": 'import { Feed } from "../home/feed.tsx";\nexport const Badge = Feed;\n',
      "app/routes/page.tsx": "export const Page = 1;\n",
      "server/render.ts": 'import { Page } from "../app/routes/page.tsx";\nexport const render = Page;\n',
      "app/islands/dom-island.ts": 'import { Post } from "../components/blog/post.tsx";\nexport const islandAttributes = Post;\n',
      "app/islands/registry.ts": "export const islands = {};\n",
      "app/islands/react-island.tsx": 'import { islands } from "./registry.ts";\nexport const reactIsland = islands;\n',
    });
    expect(status).not.toBe(0);
    for (const rule of [
      "app-never-imports-server",
      "area-imports-ui-sections-lib-content-and-itself",
      "ui-imports-only-ui-lib-content",
      "server-imports-only-app-lib-and-content",
      "island-markers-import-nothing-of-the-app",
      "island-markers-take-only-the-registry-names",
    ]) {
      expect(output).toContain(rule);
    }
  });

  it("keep browser-only helpers (app/lib/browser/) from the server and from the parts of app/lib the server imports", () => {
    const { status, output } = cruise({
      "app/lib/browser/motion.ts": "export const motion = 1;\n",
      "app/lib/contracts/roles.ts": 'import { motion } from "../browser/motion.ts";\nexport const roles = motion;\n',
      "server/logger.ts": 'import { motion } from "../app/lib/browser/motion.ts";\nexport const logger = motion;\n',
    });
    expect(status).not.toBe(0);
    expect(output).toContain("error shared-lib-never-imports-browser-helpers: app/lib/contracts/roles.ts → app/lib/browser/motion.ts");
    expect(output).toContain("error server-imports-only-app-lib-and-content: server/logger.ts → app/lib/browser/motion.ts");
  });

  describe("server folders depend on each other one way", () => {
    const rule = "no-two-way-dependency-between-server-folders";
    // The rules cruise app/ and server/: a tree needs both.
    const app = { "app/content/site.ts": "export const site = 1;\n" };
    it("accept one way, and the files at the top of server/ that wire the folders together", () => {
      const { status, output } = cruise({
        ...app,
        "server/config.ts": "export const config = 1;\n",
        "server/audit/audit-log.ts": 'import { config } from "../config.ts";\nexport const recordAudit = config;\n',
        "server/media/store.ts": 'import { recordAudit } from "../audit/audit-log.ts";\nexport const media = recordAudit;\n',
        "server/admin/area.ts":
          'import { media } from "../media/store.ts";\nimport { recordAudit } from "../audit/audit-log.ts";\nexport const area = [media, recordAudit];\n',
        "server/main.ts": 'import { area } from "./admin/area.ts";\nexport const main = area;\n',
      });
      expect(output).toContain("no dependency violations");
      expect(status).toBe(0);
    });

    it("refuse two folders that import each other, even through different files", () => {
      const { status, output } = cruise({
        ...app,
        "server/admin/audit-log.ts": "export const recordAudit = 1;\n",
        "server/admin/area.ts": 'import { media } from "../media/store.ts";\nexport const area = media;\n',
        "server/media/store.ts": 'import { recordAudit } from "../admin/audit-log.ts";\nexport const media = recordAudit;\n',
      });
      expect(status).not.toBe(0);
      expect(output).toContain(`error ${rule}: server/admin`);
      expect(output).toContain(`error ${rule}: server/media`);
    });

    it("refuse a longer loop between folders", () => {
      const { status, output } = cruise({
        ...app,
        "server/content/store.ts": 'import { hook } from "../jobs/hook.ts";\nexport const store = hook;\n',
        "server/jobs/hook.ts": 'import { send } from "../mail/send.ts";\nexport const hook = send;\n',
        "server/mail/send.ts": 'import type { Store } from "../content/types.ts";\nexport const send = 1 as unknown as Store;\n',
        "server/content/types.ts": "export type Store = number;\n",
      });
      expect(status).not.toBe(0);
      expect(output).toMatch(new RegExp(`error ${rule}: server/content →\\s+server/jobs →\\s+server/mail →\\s+server/content`));
    });
  });

  it("let server code reach Drizzle only through server/db/drizzle.ts, which loads the bundle of drizzle-parts.ts", () => {
    const drizzlePackage = {
      "app/content/site.ts": "export const site = 1;\n",
      "node_modules/drizzle-orm/package.json": JSON.stringify({ name: "drizzle-orm", type: "module", exports: { ".": "./index.js" } }),
      "node_modules/drizzle-orm/index.js": "export const sql = 1;\n",
      "server/db/drizzle-parts.ts": 'export { sql } from "drizzle-orm";\n',
      "server/db/drizzle.ts": 'import type * as Parts from "./drizzle-parts.ts";\nexport const sql = 1 as unknown as typeof Parts.sql;\n',
    };
    const allowed = cruise({
      ...drizzlePackage,
      "server/store.ts": 'import { sql } from "./db/drizzle.ts";\nimport type { SQL } from "drizzle-orm";\nexport const store: SQL | typeof sql = sql;\n',
    });
    expect(allowed.output).toContain("no dependency violations");
    expect(allowed.status).toBe(0);

    const refused = cruise({
      ...drizzlePackage,
      "server/store.ts": 'import { sql } from "drizzle-orm";\nexport const store = sql;\n',
      "server/inbox.ts": 'import { sql } from "./db/drizzle-parts.ts";\nexport const inbox = sql;\n',
    });
    expect(refused.status).not.toBe(0);
    expect(refused.output).toContain("drizzle-at-run-time-only-through-server-db-drizzle");
    expect(refused.output).toContain("drizzle-parts-are-the-bundle-source-only");
  });
});
