import { data } from "react-router";
import { adminMeta, adminServices } from "~/lib/pages/admin-context";
import type { Route } from "./+types/not-found";

export function meta() {
  return adminMeta("Not found");
}

/** An unknown address under /admin, for a signed-in member: a 404 in the admin shell. */
export function loader({ context }: Route.LoaderArgs) {
  adminServices(context);
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  return (
    <>
      <h1 className="text-3xl font-bold">Not found</h1>
      <p className="mt-4">
        There is no such page in the inbox.{" "}
        <a className="underline underline-offset-4" href="/admin">
          Back to the applications
        </a>
      </p>
    </>
  );
}
