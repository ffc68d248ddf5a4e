import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";

export const handle = { section: "contact" };

export function meta() {
  return pageMeta({ title: "Contact", description: "Contact at Vesper.", path: "/contact" });
}

export default function Page() {
  return <PageHero title="Contact" />;
}
