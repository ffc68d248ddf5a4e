import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";

export const handle = { section: "resources" };

export function meta() {
  return pageMeta({ title: "Documentation", description: "Documentation at Vesper.", path: "/docs" });
}

export default function Page() {
  return <PageHero title="Documentation" />;
}
