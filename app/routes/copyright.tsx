import { LegalDocument } from "~/components/legal/legal-document";
import { copyrightPolicy } from "~/content/legal/copyright";
import { pageMeta } from "~/lib/meta";
import { pageCard } from "~/lib/page-cards";
import type { Route } from "./+types/copyright";

export const handle = { section: "legal" };

export function loader() {
  return { ...copyrightPolicy, card: pageCard(copyrightPolicy.path) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { title, description, path, card } = loaderData;
  return pageMeta({ title, description, path, card });
}

export default function CopyrightPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document={loaderData} />;
}
