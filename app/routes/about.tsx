import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";

export const handle = { section: "company" };

export function meta() {
  return pageMeta({ title: "About Us", description: "About Us at Vesper.", path: "/about" });
}

export default function Page() {
  return <PageHero title="About Us" />;
}
