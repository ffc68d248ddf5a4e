import { DivisionHiringCard } from "~/components/company/division-hiring-card";
import { FounderCard } from "~/components/company/founder-card";
import { RoleCard } from "~/components/company/role-card";
import { ActionButtons } from "~/components/sections/action-buttons";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { RevealList } from "~/components/sections/reveal";
import { Section } from "~/components/sections/section";
import { contentOf } from "~/lib/pages/content-source";
import { pageMeta } from "~/lib/pages/meta";
import { divisionNameOf } from "~/lib/pages/site-content";
import { pageHeadOf, siteOf } from "~/lib/pages/site-paths";
import type { Route } from "./+types/team";

export function loader({ request, context }: Route.LoaderArgs) {
  const { team, founder } = contentOf(context);
  const divisionName = divisionNameOf(siteOf(context).content);
  return {
    head: pageHeadOf(context, request),
    hero: team.teamHero,
    founder: { ...team.teamFounder, profile: founder.founder },
    roles: {
      ...team.teamRoles,
      roles: team.teamRoles.roles.map((role) => ({ ...role, divisions: role.divisions.map(divisionName) })),
    },
    hiring: {
      ...team.teamHiring,
      divisions: team.teamHiring.divisions.map((entry) => ({
        name: divisionName(entry.division),
        href: `/divisions/${entry.division}`,
        lookingFor: entry.lookingFor,
        skills: entry.skills,
      })),
    },
    join: team.teamJoin,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.head) : [];
}

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { hero, founder: founderBlock, roles, hiring, join } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <ActionButtons actions={join.actions} />
      </PageHero>

      <Section id="founder" eyebrow={founderBlock.eyebrow} title={founderBlock.title}>
        <FounderCard founder={founderBlock.profile} link={founderBlock.link} loading="eager" />
      </Section>

      <Section id="roles" eyebrow={roles.eyebrow} title={roles.title} intro={roles.intro}>
        <RevealList stagger={150} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {roles.roles.map((role) => (
            <RoleCard key={role.role} role={role} />
          ))}
        </RevealList>
      </Section>

      <Section id="hiring" eyebrow={hiring.eyebrow} title={hiring.title} intro={hiring.intro}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {hiring.divisions.map((entry) => (
            <DivisionHiringCard key={entry.href} hiring={entry} />
          ))}
        </ul>
      </Section>

      <CallToAction id="team-cta" title={join.title} body={join.body} actions={join.actions} />
    </>
  );
}
