import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";

export const handle = { section: "company" };

export function meta() {
  return pageMeta({ title: "Meet the Founder", description: "Meet the Founder at Vesper.", path: "/founder" });
}

export default function Page() {
  return <PageHero title="Meet the Founder" />;
}
