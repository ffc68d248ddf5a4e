import { LegalDocument } from "~/components/legal/legal-document";
import { disclaimer } from "~/content/legal/disclaimer";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/disclaimer";

export const handle = { section: "legal" };

export function loader() {
  return disclaimer;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { title, description, path } = loaderData;
  return pageMeta({ title, description, path });
}

export default function DisclaimerPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document={loaderData} />;
}
