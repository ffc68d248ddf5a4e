/**
 * The one reading of a request's path that every check uses, done once and in linear time (the
 * server's routing checks, and the content schemas that refuse the site's own addresses, which is why
 * it lives with the schemas: app/content imports nothing else of the app):
 * percent-decoded, `\` read as `/`, empty and dot segments resolved, lower-cased, without a trailing
 * slash and without React Router's `.data` suffix. `/JOIN/`, `/./join`, `/x/../join`, `/%2E/join`,
 * `//join` and `/join.data` all read `/join`. Undefined when the path cannot be decoded.
 */
export function normaliseRequestPath(rawPath: string): string | undefined {
  const queryAt = rawPath.search(/[?#]/);
  const path = queryAt === -1 ? rawPath : rawPath.slice(0, queryAt);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const segments: string[] = [];
  for (const segment of decoded.replaceAll("\\", "/").split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment.toLowerCase());
  }
  const last = segments.at(-1);
  if (last?.endsWith(".data")) {
    const stripped = last.slice(0, -".data".length);
    // React Router names the root's data `/_root.data`.
    if (stripped === "" || (stripped === "_root" && segments.length === 1)) segments.pop();
    else segments[segments.length - 1] = stripped;
  }
  return "/" + segments.join("/");
}
