/**
 * The site editor driven over HTTP, as a browser without JavaScript would: add an editor with the admin
 * CLI, sign in, publish the web service's price, upload an image. For the timing scripts and the server
 * lifecycle and backup tests (not a public API: it posts the editor's own forms).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { z } from "zod";
import { contentDocuments, type ContentDocuments, type DocumentId } from "../../app/content/documents.ts";
import { documentSlug } from "../../app/lib/contracts/content-services.ts";
import { formEntries, type JsonSchema } from "../../app/lib/editor/document-form.ts";
import { npmScriptArgs } from "./npm-script-command.ts";

const root = path.resolve(import.meta.dirname, "../..");

export interface EditorAccount {
  email: string;
  password: string;
}

function cli(args: string[], env: NodeJS.ProcessEnv, input: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...npmScriptArgs("admin"), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["pipe", "ignore", "inherit"],
    });
    child.stdin.end(input);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`admin ${args[0]} exited with ${code}`))));
  });
}

/** An owner and editor account on the server's database (`env`: its DATA_DIR or DATABASE_URL); the roles are set again if it exists. */
export async function addEditor(account: EditorAccount, env: NodeJS.ProcessEnv): Promise<void> {
  await cli(["add-user", account.email, "--role", "owner", "--role", "editor", "--password-stdin"], env, `${account.password}\n`).catch(() =>
    cli(["set-roles", account.email, "--role", "owner", "--role", "editor"], env, ""),
  );
}

/** The session cookie of a sign-in. */
export async function signIn(url: string, account: EditorAccount): Promise<string> {
  const res = await fetch(`${url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
    body: new URLSearchParams({ email: account.email, password: account.password }),
  });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

/**
 * Publishes a document with this data through the editor's form. Answers the editor's page when the
 * publish is refused (its message), or undefined when it was published.
 */
export async function publishDocument<Id extends DocumentId>(url: string, cookie: string, id: Id, data: ContentDocuments[Id]): Promise<string | undefined> {
  const schema = z.toJSONSchema(contentDocuments[id].schema, { unrepresentable: "any" }) as JsonSchema;
  const slug = documentSlug(id);
  const page = await (await fetch(`${url}/admin/content/${slug}`, { headers: { Cookie: cookie } })).text();
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1] ?? "";
  const body = new URLSearchParams([
    ...formEntries(schema, data),
    ["csrf", hidden("csrf")],
    ["_revision", hidden("_revision")],
    ["_version", hidden("_version")],
    ["intent", "publish"],
  ]);
  const res = await fetch(`${url}/admin/content/${slug}`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: url },
    body,
  });
  if (res.status === 303) return undefined;
  if (res.status === 422 || res.status === 409) return res.text();
  throw new Error(`publishing ${id} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
}

/** Publishes the services document with the web service's price changed, through the editor's form. */
export async function publishPrice(url: string, cookie: string, price: string): Promise<void> {
  const data = structuredClone(contentDocuments.services.shipped);
  data.serviceDetails.web.pricing = price;
  const refused = await publishDocument(url, cookie, "services", data);
  if (refused !== undefined) throw new Error("the price's publish was refused");
}

/** Uploads an image through the media page's form; answers what the page then lists for it (src, width, height). */
export async function uploadImage(
  url: string,
  cookie: string,
  bytes: Buffer,
  name: string,
  alt: string,
): Promise<{ src: string; width: number; height: number }> {
  const page = await (await fetch(`${url}/admin/media`, { headers: { Cookie: cookie } })).text();
  const csrf = /name="csrf" value="([^"]*)"/.exec(page)?.[1] ?? "";
  const form = new FormData();
  form.set("csrf", csrf);
  form.set("intent", "upload");
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
  form.set("alt", alt);
  const res = await fetch(`${url}/admin/media`, { method: "POST", redirect: "manual", headers: { Cookie: cookie, Origin: url }, body: form });
  if (res.status !== 303) throw new Error(`upload answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  const listed = await (await fetch(`${url}/admin/media`, { headers: { Cookie: cookie } })).text();
  const item = listed.split("<li data-image").find((part) => part.includes(name)) ?? "";
  const field = (key: string) => new RegExp(`data-field="${key}">([^<]*)<`).exec(item)?.[1] ?? "";
  return { src: field("src"), width: Number(field("width")), height: Number(field("height")) };
}
