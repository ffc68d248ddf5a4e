/** A Content-Type header read without regular expressions: the lower-cased type and its parameters. */
export function parseMediaType(header: string): { type: string; parameters: Map<string, string> } {
  const [type = "", ...rest] = header.split(";");
  const parameters = new Map<string, string>();
  for (const part of rest) {
    const equals = part.indexOf("=");
    if (equals === -1) continue;
    let value = part.slice(equals + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    parameters.set(part.slice(0, equals).trim().toLowerCase(), value);
  }
  return { type: type.trim().toLowerCase(), parameters };
}

/** The reason a body's declared type is refused, or undefined when it is `expected` in UTF-8. */
export function mediaTypeProblem(header: string | undefined, expected: string): string | undefined {
  if (!header) return `Send the body as ${expected}; the Content-Type header is missing.`;
  const { type, parameters } = parseMediaType(header);
  if (type !== expected) return `Send the body as ${expected}, not ${type || "an unnamed type"}.`;
  const charset = parameters.get("charset")?.toLowerCase();
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") return "Send the body in UTF-8; no other charset is read.";
  return undefined;
}
