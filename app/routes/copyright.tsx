import { LegalDocument } from "~/components/legal/legal-document";
import { copyrightPolicy } from "~/content/legal/copyright";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/copyright";

export const handle = { section: "legal" };

export function loader() {
  return copyrightPolicy;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { title, description, path } = loaderData;
  return pageMeta({ title, description, path });
}

export default function CopyrightPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document={loaderData} />;
}
