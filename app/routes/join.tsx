import { PageHero } from "~/components/sections/page-hero";
export default function Page() { return <PageHero title="Join" />; }
