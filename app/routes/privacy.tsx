import { LegalDocument } from "~/components/legal/legal-document";
import { privacyPolicy } from "~/content/legal/privacy";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/privacy";

export const handle = { section: "legal" };

export function loader() {
  return privacyPolicy;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { title, description, path } = loaderData;
  return pageMeta({ title, description, path });
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document={loaderData} />;
}
