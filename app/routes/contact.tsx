import { MessageSquare } from "lucide-react";
import { data, redirect } from "react-router";
import { ContactChannelCard } from "~/components/contact/contact-channel-card";
import { ContactInfoBlock } from "~/components/contact/contact-info-block";
import { InquiryForm, type InquiryFormResult } from "~/components/contact/inquiry-form";
import { inquiryReceivedLocation } from "~/components/contact/inquiry-received";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { RevealList } from "~/components/sections/reveal";
import { Section } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button";
import { contactChannelsOf, contactCommunityOf } from "~/content/contact";
import { withResponseTime } from "~/content/inquiry-promise";
import { honeypotField } from "~/lib/contracts/form-rules";
import { contentOf } from "~/lib/pages/content-source";
import { inquiryFields, type InquiryField } from "~/lib/contracts/inquiry-rules";
import { inquiryTopicOptionsOf, isInquiryTopic } from "~/lib/contracts/inquiry-topics";
import { pageMeta } from "~/lib/pages/meta";
import { requestServicesContext } from "~/lib/contracts/server-context";
import { jsonLd, salesContactData } from "~/lib/pages/structured-data";
import { pageHeadOf } from "~/lib/pages/site-paths";
import type { Route } from "./+types/contact";

/**
 * The topic a link chose (`/contact?service=web`, `/contact?division=nexus`), or "" for none. Each is a
 * prerendered state of the page (app/lib/pages/page-registry.ts `contactVariants`), so the form shows it
 * chosen without any script reading the address (decision 026).
 */
function linkedTopic(url: URL): string {
  const service = url.searchParams.get("service");
  const division = url.searchParams.get("division");
  const topic = service ? `service:${service}` : division ? `division:${division}` : "";
  return isInquiryTopic(topic) ? topic : "";
}

/**
 * The page's copy travels as loader data, not inside the route's JavaScript (decision 005). The page is
 * prerendered, and so are its states: the inquiry received (/contact?status=received, where the
 * no-JavaScript post lands) and each topic chosen by a link.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { contact, site, services, divisions } = contentOf(context);
  const url = new URL(request.url);
  const inquiry = contact.contactInquiry;
  return {
    head: pageHeadOf(context, request),
    siteSettings: site.site,
    inquiry: {
      copy: { ...inquiry, promise: withResponseTime(inquiry.promise), successBody: withResponseTime(inquiry.successBody) },
      topicOptions: inquiryTopicOptionsOf(services, divisions),
      topic: linkedTopic(url),
      received: url.searchParams.get("status") === "received",
    },
    hero: contact.contactHero,
    channelsSection: contact.contactChannelsSection,
    channels: contactChannelsOf(contact, site.site),
    community: contactCommunityOf(contact, site.site),
    infoSection: contact.contactInfoSection,
    // The response time they state is the promise the inquiries are held to (app/content/inquiry-promise.ts).
    infoBlocks: contact.contactInfoBlocks.map((block) => ({
      ...block,
      value: withResponseTime(block.value),
      description: withResponseTime(block.description),
    })),
    closing: contact.contactClosing,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [...pageMeta(loaderData.head), jsonLd(salesContactData(loaderData.siteSettings))] : [];
}

/**
 * The no-JavaScript door of the inquiry form: reads the form and hands it to the server's one function
 * for inquiries (the same one behind POST /api/inquiries), then translates its outcome into the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(requestServicesContext);
  const receiveInquiry = services?.receiveInquiry;
  if (!receiveInquiry) throw new Response("Inquiries cannot be stored right now.", { status: 503 });
  const form = await request.formData();
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = Object.fromEntries(inquiryFields.map((field) => [field, read(field)])) as Record<InquiryField, string>;
  // Over the forms' limit (server/rate-limit.ts handed this post on instead of refusing it): the page asks
  // to wait and keeps what was typed, as /join does. 429 with the Retry-After the limiter set.
  if (services.formWait !== undefined) return data({ status: "wait" as const, seconds: services.formWait, values }, { status: 429 });
  const outcome = await receiveInquiry({
    door: "form",
    body: { ...values, [honeypotField]: read(honeypotField) },
    // The prerendered page carries no key: the server derives one from the body, so a double post stores once.
    idempotencyKey: undefined,
  });
  switch (outcome.kind) {
    case "stored":
    case "dropped":
      // Post/redirect/get: a reload after success does not post again; the fragment lands focus on the confirmation.
      return redirect(inquiryReceivedLocation, 303);
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

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { hero, channelsSection, channels, community, infoSection, infoBlocks, closing, inquiry } = loaderData;
  const result: InquiryFormResult | undefined = actionData ?? (inquiry.received ? { status: "received" } : undefined);
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <ButtonLink href="#start">{inquiry.copy.eyebrow}</ButtonLink>
      </PageHero>

      <section id="start" aria-labelledby="start-heading" className="mx-auto max-w-3xl scroll-mt-24 px-4 py-14 sm:px-6">
        <div className="rounded-3xl border border-neon/30 bg-surface/80 p-6 shadow-2xl shadow-neon/5 sm:p-10">
          <p className="font-mono text-xs uppercase tracking-[0.3em] text-neon-strong">{inquiry.copy.eyebrow}</p>
          <h2 id="start-heading" className="mt-2 text-3xl font-bold tracking-tight">
            {inquiry.copy.title}
          </h2>
          <p className="mt-3 text-muted">{inquiry.copy.intro}</p>
          <p className="mb-8 mt-3 font-semibold text-ink">{inquiry.copy.promise}</p>
          <InquiryForm copy={inquiry.copy} topicOptions={inquiry.topicOptions} topic={inquiry.topic} result={result} />
        </div>
      </section>

      <Section id="contact-channels" eyebrow={channelsSection.eyebrow} title={channelsSection.title} intro={channelsSection.intro}>
        <RevealList stagger={200} className="grid gap-6 sm:grid-cols-2">
          {channels.map(({ channel, href }) => (
            <ContactChannelCard key={channel.id} channel={channel} href={href} />
          ))}
        </RevealList>
      </Section>

      <section id="community" aria-labelledby="community-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex flex-col gap-6 rounded-3xl border border-violet/40 bg-gradient-to-br from-surface-2 to-surface p-8 sm:p-10 md:flex-row md:items-center md:justify-between">
          <div className="flex gap-5">
            <span className="hidden size-14 shrink-0 items-center justify-center rounded-2xl border border-violet/40 bg-violet/10 text-violet sm:inline-flex">
              <MessageSquare aria-hidden="true" className="size-7" />
            </span>
            <div className="max-w-2xl">
              <p className="font-mono text-xs uppercase tracking-[0.3em] text-violet">{community.eyebrow}</p>
              <h2 id="community-heading" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
                {community.title}
              </h2>
              <p className="mt-3 text-muted">{community.body}</p>
            </div>
          </div>
          <ButtonLink href={community.href} className="shrink-0">
            {community.label}
          </ButtonLink>
        </div>
      </section>

      <Section id="contact-info" eyebrow={infoSection.eyebrow} title={infoSection.title}>
        <ul className="grid gap-6 md:grid-cols-3">
          {infoBlocks.map((block) => (
            <ContactInfoBlock key={block.title} block={block} />
          ))}
        </ul>
      </Section>

      <CallToAction id="contact-closing" title={closing.title} body={closing.body} actions={closing.actions} />
    </>
  );
}
