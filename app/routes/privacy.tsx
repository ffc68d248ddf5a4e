import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";

export const handle = { section: "legal" };

export function meta() {
  return pageMeta({ title: "Privacy Policy", description: "Privacy Policy at Vesper.", path: "/privacy" });
}

export default function Page() {
  return <PageHero title="Privacy Policy" />;
}
