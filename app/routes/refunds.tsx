import { LegalDocument } from "~/components/legal/legal-document";
import { refundPolicy } from "~/content/legal/refunds";
import { pageMeta } from "~/lib/meta";
import { pageCard } from "~/lib/page-cards";
import type { Route } from "./+types/refunds";

export const handle = { section: "legal" };

export function loader() {
  return { ...refundPolicy, card: pageCard(refundPolicy.path) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { title, description, path, card } = loaderData;
  return pageMeta({ title, description, path, card });
}

export default function RefundsPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document={loaderData} />;
}
