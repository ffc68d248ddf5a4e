import { adminMeta } from "~/lib/pages/admin-context";
import { maxPasswordLength, minPasswordLength } from "~/lib/contracts/password-rules";
import type { Route } from "./+types/invite";

/** The two one-time links of the team's e-mail: the same page, in two wordings. */
const pages = {
  invite: {
    path: "/admin/invite",
    title: "Join the hiring team",
    intro: "Choose the password you will sign in with. Your account is made when you save it, and you are signed in.",
    button: "Create my account",
  },
  "password-reset": {
    path: "/admin/reset-password",
    title: "Choose a new password",
    intro: "Your new password replaces the old one, and every other browser signed in to your account is signed out.",
    button: "Save my new password",
  },
} as const;

const problems = {
  short: `The password must be at least ${minPasswordLength} characters.`,
  long: `The password must be at most ${maxPasswordLength} characters.`,
  mismatch: "The two passwords are not the same.",
  taken: "This address already has an account: sign in instead.",
} as const;

function purposeOf(url: URL): keyof typeof pages {
  return url.pathname.toLowerCase().startsWith(pages["password-reset"].path) ? "password-reset" : "invite";
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(pages[loaderData?.purpose ?? "invite"].title);
}

/**
 * Reachable without a session: the server (server/admin/admin-area.ts) lets only a live link's token
 * this far, sends a dead one to `?expired=1`, and handles the form's post (then back here with
 * `&problem=…`, or signed in to /admin).
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const problem = url.searchParams.get("problem");
  return {
    purpose: purposeOf(url),
    token: /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null,
    problem: problem && problem in problems ? problems[problem as keyof typeof problems] : null,
  };
}

const field = "mt-2 block w-full rounded-lg border border-line bg-void/80 px-4 py-3";

export default function AdminAccountLink({ loaderData }: Route.ComponentProps) {
  const { purpose, token, problem } = loaderData;
  const page = pages[purpose];
  if (!token) {
    return (
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold">This link no longer works</h1>
        <p className="mt-4">
          It has expired, was already used, or a newer link replaced it. Ask a member of the team to send you a new one from the Team page.
        </p>
        <p className="mt-4">
          <a className="underline underline-offset-4" href="/admin/login">
            Go to the sign-in page
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-bold">{page.title}</h1>
      <p className="mt-2 text-muted">{page.intro}</p>
      {problem && (
        <p role="alert" id="password-problem" className="mt-6 rounded-lg border border-danger/60 bg-danger/10 p-3 text-ink">
          {problem}
        </p>
      )}
      <form method="post" action={page.path} className="mt-6 space-y-5" aria-describedby={problem ? "password-problem" : undefined}>
        <input type="hidden" name="token" value={token} />
        <div>
          <label htmlFor="new-password" className="block text-sm font-semibold">
            New password
          </label>
          <input
            id="new-password"
            name="password"
            type="password"
            required
            minLength={minPasswordLength}
            maxLength={maxPasswordLength}
            autoComplete="new-password"
            aria-describedby="password-rule"
            className={field}
          />
          <p id="password-rule" className="mt-1 text-sm text-muted">
            At least {minPasswordLength} characters. A passphrase of several words is easy to type and hard to guess.
          </p>
        </div>
        <div>
          <label htmlFor="repeat-password" className="block text-sm font-semibold">
            Repeat the password
          </label>
          <input id="repeat-password" name="repeat" type="password" required maxLength={maxPasswordLength} autoComplete="new-password" className={field} />
        </div>
        <button type="submit" className="min-h-11 rounded-lg bg-neon px-5 py-2.5 font-semibold text-void hover:bg-neon-strong">
          {page.button}
        </button>
      </form>
    </div>
  );
}
