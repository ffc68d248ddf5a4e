import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";

export const handle = { section: "legal" };

export function meta() {
  return pageMeta({ title: "Refund Policy", description: "Refund Policy at Vesper.", path: "/refunds" });
}

export default function Page() {
  return <PageHero title="Refund Policy" />;
}
