/** The longest path shown after the host; a longer one is cut with an ellipsis (the link keeps all of it). */
const shownPathLength = 40;

/**
 * A web address someone typed (a portfolio), as a link: `href` is the parsed URL, and the visible
 * `text` is its real host — punycode (`xn--…`) for look-alike letters, never a `user@` prefix posing as
 * the host — with the start of its path, never the raw string. Only http(s): anything else is no link.
 */
export function webLink(value: string): { href: string; text: string } | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.hostname === "") return null;
  // The path is percent-encoded by the parser: ASCII only, nothing in it reorders or hides text.
  const path = url.pathname === "/" ? "" : url.pathname;
  const shownPath = path.length > shownPathLength ? `${path.slice(0, shownPathLength - 1)}…` : path;
  return { href: url.href, text: `${url.host}${shownPath}` };
}
