import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";

export const handle = { section: "legal" };

export function meta() {
  return pageMeta({ title: "Copyright and Intellectual Property", description: "Copyright and Intellectual Property at Vesper.", path: "/copyright" });
}

export default function Page() {
  return <PageHero title="Copyright and Intellectual Property" />;
}
