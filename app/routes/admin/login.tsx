import { adminMeta } from "~/lib/pages/admin-context";
import type { Route } from "./+types/login";

export function meta() {
  return adminMeta("Sign in");
}

/**
 * The sign-in form. The server handles its post (server/admin/admin-area.ts) and comes back here with
 * `?failed=1` (an unknown account and a wrong password read the same), `?wait=N` while attempts are
 * held back, or `?signed-out=1`.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const wait = Number(params.get("wait"));
  const next = params.get("next");
  return {
    failed: params.get("failed") === "1",
    waitSeconds: Number.isInteger(wait) && wait > 0 && wait <= 86_400 ? wait : 0,
    signedOut: params.get("signed-out") === "1",
    next: next?.startsWith("/admin") ? next : null,
  };
}

function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const { failed, waitSeconds, signedOut, next } = loaderData;
  const problem = waitSeconds
    ? `Too many failed attempts. Wait ${waitText(waitSeconds)}, then try again.`
    : failed
      ? "That e-mail address and password do not match an account."
      : null;
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-bold">Sign in</h1>
      <p className="mt-2 text-muted">
        For Vesper’s team: the hiring inbox, the site editor and the team’s accounts. No account yet? Ask an owner of the team to invite you.
      </p>
      {signedOut && (
        <p role="status" className="mt-6 rounded-lg border border-line bg-surface p-3">
          You are signed out.
        </p>
      )}
      {problem && (
        <p role="alert" id="sign-in-problem" className="mt-6 rounded-lg border border-danger/60 bg-danger/10 p-3 text-ink">
          {problem}
        </p>
      )}
      <form method="post" action="/admin/login" className="mt-6 space-y-5" aria-describedby={problem ? "sign-in-problem" : undefined}>
        {next && <input type="hidden" name="next" value={next} />}
        <div>
          <label htmlFor="email" className="block text-sm font-semibold">
            E-mail address
          </label>
          <input
            id="email"
            name="email"
            type="email"
            required
            autoComplete="username"
            className="mt-2 block w-full rounded-lg border border-line bg-void/80 px-4 py-3"
          />
        </div>
        <div>
          <label htmlFor="password" className="block text-sm font-semibold">
            Password
          </label>
          <input
            id="password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            className="mt-2 block w-full rounded-lg border border-line bg-void/80 px-4 py-3"
          />
        </div>
        <button type="submit" className="min-h-11 rounded-lg bg-neon px-5 py-2.5 font-semibold text-void hover:bg-neon-strong">
          Sign in
        </button>
      </form>
    </div>
  );
}
