import { LegalDocument } from "~/components/legal/legal-document";
import { dmcaPolicy } from "~/content/legal/dmca";
import { pageMeta } from "~/lib/meta";
import { pageCard } from "~/lib/page-cards";
import type { Route } from "./+types/dmca";

export const handle = { section: "legal" };

export function loader() {
  return { ...dmcaPolicy, card: pageCard(dmcaPolicy.path) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { title, description, path, card } = loaderData;
  return pageMeta({ title, description, path, card });
}

export default function DmcaPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document={loaderData} />;
}
