/**
 * The one fetch helper (docs/product.md#api-answers): JSON content-type only when a body exists,
 * cookies always included, no retries. Any non-OK answer becomes an ApiError whose message is
 * "{status}: {body or status text}" and which carries the status and the parsed body for callers.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The answer's body as JSON, when it was JSON. */
  readonly body: unknown;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = parseJson(bodyText);
  }

  /** The field messages of a 400 answer ({"errors": {field: message}}), if it has any. */
  get fieldErrors(): Record<string, string> | undefined {
    const errors = (this.body as { errors?: unknown } | undefined)?.errors;
    return errors && typeof errors === "object" ? (errors as Record<string, string>) : undefined;
  }

  /** A sentence for people: the status and the answer's own message (its "error", or its field messages). */
  get description(): string {
    const sentence = (this.body as { error?: unknown } | undefined)?.error;
    if (typeof sentence === "string") return `${this.status}: ${sentence}`;
    const fields = this.fieldErrors;
    if (fields) return `${this.status}: ${Object.values(fields).join(" ")}`;
    return this.message;
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text());
}

export async function apiRequest(method: string, url: string, data?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data === undefined ? headers : { "Content-Type": "application/json", ...headers },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

/** What a failure notice says: the ApiError's description, another error's message, or nothing (use a fallback). */
export function describeApiError(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.description;
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}
