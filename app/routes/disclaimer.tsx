import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";

export const handle = { section: "legal" };

export function meta() {
  return pageMeta({ title: "Disclaimer", description: "Disclaimer at Vesper.", path: "/disclaimer" });
}

export default function Page() {
  return <PageHero title="Disclaimer" />;
}
