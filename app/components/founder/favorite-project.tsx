import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import type { FavoriteProject as FavoriteProjectContent } from "~/content/founder";
import { StoryBlock } from "./story-block";

const tierAccent = ["border-ok/40 text-ok", "border-warn/40 text-warn", "border-danger/40 text-danger"];

/** FAVORITE PROJECT: the founder's words, then NoxGPT's launch, three tiers (safe to unfiltered) and age rule. */
export function FavoriteProject({ section }: { section: FavoriteProjectContent }) {
  const { project } = section;
  return (
    <StoryBlock section={section} className="lg:col-span-2">
      <div className="mt-8 rounded-2xl border border-neon/30 bg-void/60 p-5 sm:p-8">
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-2xl font-bold">{project.name}</p>
          <Badge tone="yellow">{project.launch}</Badge>
          <Badge tone="red">{project.minimumAge}+</Badge>
        </div>
        <ol aria-label={`${project.name} tiers, from safe to unfiltered`} className="mt-6 grid gap-4 md:grid-cols-3">
          {project.tiers.map((tier, index) => (
            <li key={tier.name} className={`rounded-xl border bg-surface/80 p-5 ${tierAccent[index] ?? tierAccent[0]}`}>
              <p className="font-mono text-xs uppercase tracking-wider">
                Tier {index + 1} · {tier.level}
              </p>
              <h3 className="mt-2 text-lg font-semibold text-ink">{tier.name}</h3>
              <p className="mt-2 text-sm text-muted">{tier.description}</p>
            </li>
          ))}
        </ol>
        <p className="mt-6 text-sm text-muted">{project.ageNote}</p>
        <div className="mt-6">
          <ButtonLink href={project.link.href} variant="secondary">
            {project.link.label}
          </ButtonLink>
        </div>
      </div>
    </StoryBlock>
  );
}
