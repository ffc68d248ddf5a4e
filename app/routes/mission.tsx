import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";

export const handle = { section: "company" };

export function meta() {
  return pageMeta({ title: "Why We Exist", description: "Why We Exist at Vesper.", path: "/mission" });
}

export default function Page() {
  return <PageHero title="Why We Exist" />;
}
