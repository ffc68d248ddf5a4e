import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";

export const handle = { section: "resources" };

export function meta() {
  return pageMeta({ title: "Our Work", description: "Our Work at Vesper.", path: "/our-work" });
}

export default function Page() {
  return <PageHero title="Our Work" />;
}
