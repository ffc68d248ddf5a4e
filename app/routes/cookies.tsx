import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";

export const handle = { section: "legal" };

export function meta() {
  return pageMeta({ title: "Cookie Policy", description: "Cookie Policy at Vesper.", path: "/cookies" });
}

export default function Page() {
  return <PageHero title="Cookie Policy" />;
}
