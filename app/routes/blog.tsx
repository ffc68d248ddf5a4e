import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";

export const handle = { section: "resources" };

export function meta() {
  return pageMeta({ title: "Blog", description: "Blog at Vesper.", path: "/blog" });
}

export default function Page() {
  return <PageHero title="Blog" />;
}
