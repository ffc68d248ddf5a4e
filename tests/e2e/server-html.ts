import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * A page's server HTML as text to search: React's text separators (`<!-- -->`) removed and the
 * characters React escapes turned back, so a title or label read from the content is found as written.
 * Fails unless the page answers `status`.
 */
export async function serverText(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  return decodeHtml((await response.text()).replace(/<!-- -->/g, ""));
}

/** The characters React escapes in text and attributes, as the browser reads them. */
export function decodeHtml(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Text read from the content, matched literally inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
