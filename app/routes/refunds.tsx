import { LegalDocument } from "~/components/legal/legal-document";
import { refundPolicy } from "~/content/legal/refunds";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/refunds";

export const handle = { section: "legal" };

export function loader() {
  return refundPolicy;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { title, description, path } = loaderData;
  return pageMeta({ title, description, path });
}

export default function RefundsPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document={loaderData} />;
}
