import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";

export const handle = { section: "resources" };

export function meta() {
  return pageMeta({ title: "Case Studies", description: "Case Studies at Vesper.", path: "/case-studies" });
}

export default function Page() {
  return <PageHero title="Case Studies" />;
}
