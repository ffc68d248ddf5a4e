/**
 * A new article with a photo, timed (docs/measurements.md): starts a production server (two
 * with DATABASE_URL, on one PostgreSQL), adds an editor, uploads a ~4 MB photo-like JPEG through the
 * media page (timed: check, conversion, storage), prints the sizes of its AVIF and WebP files, publishes a
 * new news article with that cover through the editor's form, then times until the article is on /news,
 * on its own page, in the RSS feed and in the sitemap on every server. Prints the figures; a measurement,
 * not a test. Needs a build (`npm run build`).
 *   node scripts/article-timing.ts [--runs N] [--keep DIR]
 * `--keep DIR` (embedded database) keeps the data folder with the published articles, for
 * `npm run lighthouse -- --data-dir DIR --routes /news/N`.
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { contentDocuments } from "../app/content/documents.ts";
import type { NewsArticle } from "../app/content/schemas/news.ts";
import { mediaSources } from "../app/lib/contracts/media-variants.ts";
import { addEditor, publishDocument, signIn, uploadImage } from "./lib/editor-client.ts";
import { startServer, type RunningServer } from "./lib/start-server.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "2" }, keep: { type: "string" } } });
const runs = Math.max(1, Number(values.runs) || 2);
const account = { email: "writer@example.com", password: "article timing password" };

/** A photo-like JPEG (noise compresses like a photograph) of about 4 MB. */
function photo(seed: number): Promise<Buffer> {
  return sharp({
    create: { width: 4000, height: 3000, channels: 3, background: { r: 60 + seed, g: 110, b: 150 }, noise: { type: "gaussian", mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 72 })
    .toBuffer();
}

async function upload(url: string, cookie: string, bytes: Buffer, name: string, alt: string) {
  const { src, width, height } = await uploadImage(url, cookie, bytes, name, alt);
  // The files the pages offer (every width, both formats), with their sizes as served.
  const sources = mediaSources(src) ?? { avif: "", webp: "" };
  const files = await Promise.all(
    [...sources.avif.split(", "), ...sources.webp.split(", ")].map(async (entry) => {
      const [path] = entry.split(" ");
      const bytes = (await (await fetch(`${url}${path}`)).arrayBuffer()).byteLength;
      return `${path!.slice(-9).replace(/^[^-]*-/, "")} ${(bytes / 1024).toFixed(0)} KB`;
    }),
  );
  return { src, width, height, files: files.join(", ") };
}

async function until(url: string, check: (url: string) => Promise<boolean>, started: number): Promise<number> {
  for (;;) {
    if (await check(url)) return performance.now() - started;
    if (performance.now() - started > 120_000) throw new Error(`${url}: not there within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const databaseUrl = process.env.DATABASE_URL;
const servers: RunningServer[] = [];
try {
  servers.push(await startServer(values.keep ? { dataDir: values.keep } : {}));
  const env = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: servers[0]!.dataDir };
  if (databaseUrl) servers.push(await startServer());
  await addEditor(account, env);
  const cookie = await signIn(servers[0]!.url, account);
  console.log(`article timing: ${databaseUrl ? "two servers on PostgreSQL" : "one server on the embedded database"}, ${runs} runs`);
  let news = structuredClone(contentDocuments.news.shipped);
  for (let run = 1; run <= runs; run++) {
    const bytes = await photo(run * 7 + Math.floor(Math.random() * 50));
    const name = `harbour-${Date.now()}.jpg`;
    const alt = "A harbour at dawn, its cranes against a pale sky";
    const uploadStarted = performance.now();
    const cover = await upload(servers[0]!.url, cookie, bytes, name, alt);
    console.log(
      `  run ${run}: upload of a ${(bytes.length / 1e6).toFixed(2)} MB 4000×3000 JPEG answered in ${seconds(performance.now() - uploadStarted)}; ${cover.files}`,
    );

    const id = Math.max(...news.newsItems.map((item) => item.id)) + 1;
    const template = news.newsItems.find((item): item is NewsArticle => item.kind === "article")!;
    const title = `Harbour Systems Ship Their Next Release (${run}-${Date.now() % 100000})`;
    const article: NewsArticle = {
      ...template,
      id,
      title,
      featured: false,
      date: new Date().toISOString().slice(0, 10),
      image: { src: cover.src, alt, width: cover.width, height: cover.height },
      content: "A new release for the harbour's systems.\n\n## What changes\n\nEverything a harbour master reads, on one page.",
    };
    news = { ...news, newsItems: [article, ...news.newsItems] };
    const started = performance.now();
    const refused = await publishDocument(servers[0]!.url, cookie, "news", news);
    if (refused !== undefined) throw new Error(`the publish was refused: ${/role="alert"[^>]*>([\s\S]{0,400})/.exec(refused)?.[1] ?? refused.slice(0, 400)}`);
    const answered = performance.now() - started;
    const path = `/news/${id}`;
    const checks: Record<string, (url: string) => Promise<boolean>> = {
      "/news": async (url) => (await (await fetch(`${url}/news`)).text()).includes(`href="${path}"`),
      [path]: async (url) => (await fetch(`${url}${path}`)).status === 200,
      RSS: async (url) => (await (await fetch(`${url}/news/rss.xml`)).text()).includes(`${path}</`),
      sitemap: async (url) => (await (await fetch(`${url}/sitemap.xml`)).text()).includes(`${path}</loc>`),
    };
    const seen = await Promise.all(
      servers.map(async (server) => {
        const times = await Promise.all(Object.values(checks).map((check) => until(server.url, check, started)));
        return Math.max(...times);
      }),
    );
    console.log(
      `         publish of ${path} answered in ${seconds(answered)}; on /news, its page, the RSS feed and the sitemap: ${seen.map((ms, i) => `server ${i + 1} after ${seconds(ms)}`).join(", ")}`,
    );
  }
  if (values.keep)
    console.log(
      `  kept the data folder ${values.keep}: npm run lighthouse -- --data-dir ${values.keep} --routes /news/${Math.max(...news.newsItems.map((item) => item.id))}`,
    );
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  if (!values.keep) for (const server of servers) fs.rmSync(server.dataDir, { recursive: true, force: true });
}
