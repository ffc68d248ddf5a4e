import { LegalDocument } from "~/components/legal/legal-document";
import { dmcaPolicy } from "~/content/legal/dmca";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/dmca";

export const handle = { section: "legal" };

export function loader() {
  return dmcaPolicy;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { title, description, path } = loaderData;
  return pageMeta({ title, description, path });
}

export default function DmcaPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document={loaderData} />;
}
