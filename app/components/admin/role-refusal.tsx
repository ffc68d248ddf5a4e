import type { AdminViewer } from "~/lib/contracts/admin-services";
import { landingPath } from "~/lib/contracts/roles";

/**
 * What a member sees on a part of /admin their roles do not open (a 403 from app/lib/contracts/roles.ts
 * `requireRole`): the reason, and the way to a part they may use.
 */
export function RoleRefusal({ message, viewer }: { message: string; viewer: AdminViewer | null }) {
  return (
    <div className="max-w-2xl">
      <title>Not for your role | Vesper team area</title>
      <p className="font-mono text-sm uppercase tracking-[0.3em] text-danger">Error 403</p>
      <h1 className="mt-4 text-3xl font-bold">Not for your role</h1>
      <p className="mt-4 text-lg">{message}</p>
      {viewer && (
        <p className="mt-6">
          <a className="underline underline-offset-4" href={landingPath(viewer)}>
            Go to what you can use
          </a>
        </p>
      )}
    </div>
  );
}
