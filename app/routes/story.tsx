import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";

export const handle = { section: "company" };

export function meta() {
  return pageMeta({ title: "Our Story", description: "Our Story at Vesper.", path: "/story" });
}

export default function Page() {
  return <PageHero title="Our Story" />;
}
