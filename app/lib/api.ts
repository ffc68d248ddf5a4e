/**
 * The one fetch helper (spec §7): JSON content-type only when a body exists, cookies always
 * included, no retries, and any non-OK answer becomes an Error "{status}: {body or status text}".
 */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data === undefined ? headers : { "Content-Type": "application/json", ...headers },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

/** Turns an error answer's JSON body ("400: {"errors":…}") back into a readable sentence. */
export function describeApiError(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.message) return undefined;
  const match = /^(\d{3}): (.*)$/s.exec(error.message);
  if (!match) return error.message;
  const [, status, body] = match;
  try {
    const parsed = JSON.parse(body ?? "") as { error?: string; errors?: Record<string, string> };
    if (parsed.errors) return `${status}: ${Object.values(parsed.errors).join(" ")}`;
    if (parsed.error) return `${status}: ${parsed.error}`;
  } catch {
    // not JSON: the plain text is already readable
  }
  return error.message;
}
