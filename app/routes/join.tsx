import { data, redirect } from "react-router";
import { ApplicationForm, type FormResult } from "~/components/join/application-form";
import { receivedLocation } from "~/components/join/application-received";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { RevealList } from "~/components/sections/reveal";
import { Section } from "~/components/sections/section";
import { ShortcutBar } from "~/components/sections/shortcut-bar";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { divisionOptionsOf } from "~/lib/contracts/application";
import { applicationFields, type ApplicationField } from "~/lib/contracts/application-rules";
import { honeypotField } from "~/lib/contracts/form-rules";
import { contentOf } from "~/lib/pages/content-source";
import { pageMeta } from "~/lib/pages/meta";
import { pageHeadOf } from "~/lib/pages/site-paths";
import { requestServicesContext } from "~/lib/contracts/server-context";
import type { Route } from "./+types/join";

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData.head);
}

/**
 * The page's copy travels as loader data (decision 005). The page is prerendered, and so is its
 * "received" state (/join?status=received, where the no-JavaScript post lands): see scripts/postbuild.ts.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const received = new URL(request.url).searchParams.get("status") === "received";
  const { join } = contentOf(context);
  return {
    hero: join.joinHero,
    shortcuts: join.joinShortcuts,
    benefits: join.joinBenefits,
    lookingFor: join.lookingFor,
    form: join.joinForm,
    fields: join.joinFormFields,
    divisionOptions: divisionOptionsOf(contentOf(context).divisions),
    closing: join.joinClosing,
    received,
    head: pageHeadOf(context, request),
  };
}

/**
 * The no-JavaScript door: reads the form and hands it to the server's one function for applications
 * (the same one behind POST /api/contact), then translates its outcome into the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(requestServicesContext);
  if (!services) throw new Response("Applications cannot be stored right now.", { status: 503 });
  const form = await request.formData();
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = Object.fromEntries(applicationFields.map((field) => [field, read(field)])) as Record<ApplicationField, string>;
  // Over the applications' limit (the server passed the post on to say so): nothing is stored, the
  // page asks to wait and keeps what was typed. 429 with the Retry-After the limiter set.
  if (services.formWait !== undefined) return data({ status: "wait" as const, seconds: services.formWait, values }, { status: 429 });
  const outcome = await services.receiveApplication({
    door: "form",
    body: { ...values, [honeypotField]: read(honeypotField) },
    // The prerendered page carries no key: the server derives one from the body, so a double post stores once.
    idempotencyKey: undefined,
  });
  switch (outcome.kind) {
    case "stored":
    case "dropped":
      // Post/redirect/get: a reload after success does not post again. The fragment lands the visitor
      // (and focus) on the confirmation, far below the top of the page.
      return redirect(receivedLocation, 303);
    case "invalid":
      return data({ status: "invalid" as const, errors: outcome.errors, values }, { status: 400 });
    case "refused":
      throw new Response(outcome.error, { status: 400 });
    case "key-conflict":
      throw new Response(outcome.error, { status: 409 });
    case "unavailable":
      throw new Response(outcome.error, { status: 500 });
  }
}

export default function JoinPage({ loaderData, actionData }: Route.ComponentProps) {
  const { hero, shortcuts, benefits, form, fields, closing } = loaderData;
  const result: FormResult | undefined = actionData ?? (loaderData.received ? { status: "received" } : undefined);
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <ButtonLink href="#apply">Apply now</ButtonLink>
        <ButtonLink href="/divisions" variant="secondary">
          Meet the divisions
        </ButtonLink>
      </PageHero>

      <ShortcutBar label={shortcuts.label} links={shortcuts.links} />

      <Section id="why-join" eyebrow="Why Vesper" title="Why build with us">
        <RevealList stagger={200} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((benefit) => (
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
          {loaderData.lookingFor.map((profile) => (
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
            {form.title}
          </h2>
          <p className="mb-8 mt-3 text-muted">{form.intro}</p>
          <ApplicationForm copy={form} fields={fields} divisionOptions={loaderData.divisionOptions} result={result} />
        </div>
      </section>

      <CallToAction id="join-closing" title={closing.title} body={closing.body} actions={closing.actions} />
    </>
  );
}
