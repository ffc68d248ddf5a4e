import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";

export const handle = { section: "legal" };

export function meta() {
  return pageMeta({ title: "DMCA Policy", description: "DMCA Policy at Vesper.", path: "/dmca" });
}

export default function Page() {
  return <PageHero title="DMCA Policy" />;
}
