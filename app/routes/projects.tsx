import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";

export const handle = { section: "labs" };

export function meta() {
  return pageMeta({ title: "The Labs", description: "The Labs at Vesper.", path: "/projects" });
}

export default function Page() {
  return <PageHero title="The Labs" />;
}
