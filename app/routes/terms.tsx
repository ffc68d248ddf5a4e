import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";

export const handle = { section: "legal" };

export function meta() {
  return pageMeta({ title: "Terms of Service", description: "Terms of Service at Vesper.", path: "/terms" });
}

export default function Page() {
  return <PageHero title="Terms of Service" />;
}
