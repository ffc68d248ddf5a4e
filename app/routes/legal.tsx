import { data } from "react-router";
import { LegalDocument } from "~/components/legal/legal-document";
import { pageMeta } from "~/lib/pages/meta";
import { pageHeadOf, requestedPath, siteOf } from "~/lib/pages/site-paths";
import type { Route } from "./+types/legal";

/** The one module of the legal documents (/privacy, /terms, …): the page registry gives each its own route. */
export function loader({ context, request }: Route.LoaderArgs) {
  const path = requestedPath(request);
  const document = siteOf(context).content.legal.find((candidate) => candidate.path === path);
  if (!document) throw data(null, { status: 404 });
  return { document, head: pageHeadOf(context, request) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData.head);
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document={loaderData.document} />;
}
