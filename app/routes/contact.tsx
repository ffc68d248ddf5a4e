import { MessageSquare } from "lucide-react";
import { ContactChannelCard } from "~/components/contact/contact-channel-card";
import { ContactInfoBlock } from "~/components/contact/contact-info-block";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { RevealList } from "~/components/sections/reveal";
import { Section } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button";
import { contactChannelsOf, contactCommunityOf } from "~/content/contact";
import { contentOf } from "~/lib/content-source";
import { pageMeta } from "~/lib/meta";
import { pageHeadOf } from "~/lib/site-paths";
import type { Route } from "./+types/contact";

/** The page's copy travels as loader data, not inside the route's JavaScript (decision 005). */
export function loader({ request, context }: Route.LoaderArgs) {
  const { contact, site } = contentOf(context);
  return {
    head: pageHeadOf(context, request),
    hero: contact.contactHero,
    channelsSection: contact.contactChannelsSection,
    channels: contactChannelsOf(contact, site.site),
    community: contactCommunityOf(contact, site.site),
    infoSection: contact.contactInfoSection,
    infoBlocks: contact.contactInfoBlocks,
    closing: contact.contactClosing,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.head) : [];
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { hero, channelsSection, channels, community, infoSection, infoBlocks, closing } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />

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
