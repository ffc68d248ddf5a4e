/** Rejects with `DeadlineError` when `promise` has not settled within `ms`; the work itself goes on. */
export class DeadlineError extends Error {}

export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** How long /healthz waits for the database before it answers 503 (a socket client may be holding it). */
export const healthCheckDeadlineMs = 2_500;
