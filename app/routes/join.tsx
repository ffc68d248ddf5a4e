import { data, redirect } from "react-router";
import { ApplicationForm, type FormResult } from "~/components/join/application-form";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { RevealList } from "~/components/sections/reveal";
import { Section } from "~/components/sections/section";
import { ShortcutBar } from "~/components/sections/shortcut-bar";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { joinBenefits, joinClosing, joinForm, joinHero, joinMeta, joinShortcuts, lookingFor } from "~/content/join";
import {
  applicationFields,
  honeypotField,
  idempotencyKeyPattern,
  newIdempotencyKey,
  validateApplication,
  type ApplicationField,
} from "~/lib/contact";
import { pageMeta } from "~/lib/meta";
import { pageCard } from "~/lib/page-cards";
import { requestServicesContext } from "~/lib/server-context";
import type { Route } from "./+types/join";

export const handle = { section: "join" };

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({ ...joinMeta, card: loaderData.card });
}

// Each render carries a fresh idempotency key, so this page is never cached.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function loader({ request }: Route.LoaderArgs) {
  const received = new URL(request.url).searchParams.get("status") === "received";
  return { idempotencyKey: newIdempotencyKey(), received, card: pageCard(joinMeta.path) };
}

/** The no-JavaScript way in: same schema, same store as POST /api/contact. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(requestServicesContext);
  if (!services) throw new Response("Applications cannot be stored right now.", { status: 503 });
  const form = await request.formData();
  const values = Object.fromEntries(applicationFields.map((field) => [field, String(form.get(field) ?? "")])) as Record<
    ApplicationField,
    string
  >;
  if (String(form.get(honeypotField) ?? "").trim() !== "") return redirect("/join?status=received", 303);
  const result = validateApplication(values);
  if (!result.ok) return data({ status: "invalid" as const, errors: result.errors, values }, { status: 400 });
  const key = String(form.get("idempotencyKey") ?? "");
  await services.submissions.submit(result.data, idempotencyKeyPattern.test(key) ? key : undefined);
  // Post/redirect/get: a reload after success does not post again.
  return redirect("/join?status=received", 303);
}

export default function JoinPage({ loaderData, actionData }: Route.ComponentProps) {
  const result: FormResult | undefined = actionData ?? (loaderData.received ? { status: "received" } : undefined);
  return (
    <>
      <PageHero eyebrow={joinHero.eyebrow} title={joinHero.title} lead={joinHero.lead}>
        <ButtonLink href="#apply">Apply now</ButtonLink>
        <ButtonLink href="/divisions" variant="secondary">
          Meet the divisions
        </ButtonLink>
      </PageHero>

      <ShortcutBar label={joinShortcuts.label} links={joinShortcuts.links} />

      <Section id="why-join" eyebrow="Why Vesper" title="Why build with us">
        <RevealList stagger={200} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {joinBenefits.map((benefit) => (
            <Card as="li" key={benefit.title}>
              <span className="inline-flex rounded-xl bg-neon/10 p-3 text-neon-strong">
                <Icon name={benefit.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{benefit.title}</h3>
              <p className="mt-2 text-sm text-muted">{benefit.description}</p>
            </Card>
          ))}
        </RevealList>
      </Section>

      <Section id="looking-for" eyebrow="Open profiles" title="What We're Looking For">
        <ul className="grid gap-4 sm:grid-cols-2">
          {lookingFor.map((profile) => (
            <li key={profile.title} className="rounded-xl border border-line bg-surface/60 p-5">
              <h3 className="font-semibold text-neon-strong">{profile.title}</h3>
              <p className="mt-1 text-sm text-muted">{profile.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <section id="apply" aria-labelledby="apply-heading" className="mx-auto max-w-3xl scroll-mt-24 px-4 py-14 sm:px-6">
        <div className="rounded-3xl border border-neon/30 bg-surface/80 p-6 shadow-2xl shadow-neon/5 sm:p-10">
          <h2 id="apply-heading" className="text-3xl font-bold tracking-tight">
            {joinForm.title}
          </h2>
          <p className="mb-8 mt-3 text-muted">{joinForm.intro}</p>
          <ApplicationForm key={loaderData.idempotencyKey} idempotencyKey={loaderData.idempotencyKey} result={result} />
        </div>
      </section>

      <CallToAction id="join-closing" title={joinClosing.title} body={joinClosing.body} actions={joinClosing.actions} />
    </>
  );
}
