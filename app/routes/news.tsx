import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";

export const handle = { section: "resources" };

export function meta() {
  return pageMeta({ title: "News", description: "News at Vesper.", path: "/news" });
}

export default function Page() {
  return <PageHero title="News" />;
}
