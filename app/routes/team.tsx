import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";

export const handle = { section: "company" };

export function meta() {
  return pageMeta({ title: "Our Team", description: "Our Team at Vesper.", path: "/team" });
}

export default function Page() {
  return <PageHero title="Our Team" />;
}
