import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";

export const handle = { section: "home" };

export function meta() {
  return pageMeta({ title: "Building the Future of Tech", description: "Building the Future of Tech at Vesper.", path: "/" });
}

export default function Page() {
  return <PageHero title="Building the Future of Tech" />;
}
