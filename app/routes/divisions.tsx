import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";

export const handle = { section: "divisions" };

export function meta() {
  return pageMeta({ title: "Our Divisions", description: "Our Divisions at Vesper.", path: "/divisions" });
}

export default function Page() {
  return <PageHero title="Our Divisions" />;
}
