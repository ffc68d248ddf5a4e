import { LegalDocument } from "~/components/legal/legal-document";
import { disclaimer } from "~/content/legal/disclaimer";
import { pageMeta } from "~/lib/meta";
import { pageCard } from "~/lib/page-cards";
import type { Route } from "./+types/disclaimer";

export const handle = { section: "legal" };

export function loader() {
  return { ...disclaimer, card: pageCard(disclaimer.path) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { title, description, path, card } = loaderData;
  return pageMeta({ title, description, path, card });
}

export default function DisclaimerPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document={loaderData} />;
}
