import { LegalDocument } from "~/components/legal/legal-document";
import { cookiePolicy } from "~/content/legal/cookies";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cookies";

export const handle = { section: "legal" };

export function loader() {
  return cookiePolicy;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { title, description, path } = loaderData;
  return pageMeta({ title, description, path });
}

export default function CookiesPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document={loaderData} />;
}
