import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";

export const handle = { section: "resources" };

export function meta() {
  return pageMeta({ title: "Resources", description: "Resources at Vesper.", path: "/resources" });
}

export default function Page() {
  return <PageHero title="Resources" />;
}
