/**
 * A password from standard input (`--password-stdin`): everything up to the first line break, or the
 * whole input. Never from an argument, which other users of the machine can read in the process list.
 */
export async function readPasswordFromStdin(input: NodeJS.ReadableStream = process.stdin): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  const text = Buffer.concat(chunks).toString("utf8");
  const lineEnd = text.search(/\r?\n/);
  return lineEnd === -1 ? text : text.slice(0, lineEnd);
}
