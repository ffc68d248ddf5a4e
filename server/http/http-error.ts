/** An error that is the client's doing: its status (< 500) and a message safe to show and to log. */
export class ClientError extends Error {
  readonly status: number;
  /** A short word for the request log (`rejection`), e.g. "too-large". */
  readonly rejection: string;
  constructor(status: number, rejection: string, message: string) {
    super(message);
    this.name = "ClientError";
    this.status = status;
    this.rejection = rejection;
  }
}

/** The status an error asks for: its own when it is a client error (http-errors, body-parser, send…), else 500. */
export function statusOf(error: unknown): number {
  const candidate = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof candidate === "number" && Number.isInteger(candidate) && candidate >= 400 && candidate < 600 ? candidate : 500;
}
