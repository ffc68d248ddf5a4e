import { LegalDocument } from "~/components/legal/legal-document";
import { privacyPolicy } from "~/content/legal/privacy";
import { pageMeta } from "~/lib/meta";
import { pageCard } from "~/lib/page-cards";
import type { Route } from "./+types/privacy";

export const handle = { section: "legal" };

export function loader() {
  return { ...privacyPolicy, card: pageCard(privacyPolicy.path) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { title, description, path, card } = loaderData;
  return pageMeta({ title, description, path, card });
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document={loaderData} />;
}
