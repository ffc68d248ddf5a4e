import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";

export const handle = { section: "services" };

export function meta() {
  return pageMeta({ title: "Our Services", description: "Our Services at Vesper.", path: "/services" });
}

export default function Page() {
  return <PageHero title="Our Services" />;
}
