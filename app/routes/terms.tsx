import { LegalDocument } from "~/components/legal/legal-document";
import { termsOfService } from "~/content/legal/terms";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/terms";

export const handle = { section: "legal" };

export function loader() {
  return termsOfService;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { title, description, path } = loaderData;
  return pageMeta({ title, description, path });
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document={loaderData} />;
}
