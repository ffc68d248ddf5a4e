import { LegalDocument } from "~/components/legal/legal-document";
import { cookiePolicy } from "~/content/legal/cookies";
import { pageMeta } from "~/lib/meta";
import { pageCard } from "~/lib/page-cards";
import type { Route } from "./+types/cookies";

export const handle = { section: "legal" };

export function loader() {
  return { ...cookiePolicy, card: pageCard(cookiePolicy.path) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { title, description, path, card } = loaderData;
  return pageMeta({ title, description, path, card });
}

export default function CookiesPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document={loaderData} />;
}
