import { LegalDocument } from "~/components/legal/legal-document";
import { termsOfService } from "~/content/legal/terms";
import { pageMeta } from "~/lib/meta";
import { pageCard } from "~/lib/page-cards";
import type { Route } from "./+types/terms";

export const handle = { section: "legal" };

export function loader() {
  return { ...termsOfService, card: pageCard(termsOfService.path) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { title, description, path, card } = loaderData;
  return pageMeta({ title, description, path, card });
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document={loaderData} />;
}
