import { Clock } from "lucide-react";
import { FeatureList } from "~/components/sections/feature-list";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { ProgressBar } from "~/components/ui/progress-bar";
import type { LabProject } from "~/content/labs";
import { progressBarClass, progressTone, timelineTextClass, timelineTone } from "./lab-colors";

export interface LabCardLabels {
  learnMoreLabel: string;
  progressLabel: string;
  timelineLabel: string;
  categoryLabel: string;
}

/** One Labs project: status, timeline, category, description, progress, four features, Learn More. */
export function LabProjectCard({ project, labels }: { project: LabProject; labels: LabCardLabels }) {
  const tone = timelineTone(project.status);
  return (
    <Card as="li" className="flex flex-col" data-lab-project="">
      <div className="flex items-start justify-between gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl border border-neon/30 bg-neon/10 text-neon-strong">
          <Icon name={project.icon} />
        </span>
        <Badge tone={tone}>{project.status}</Badge>
      </div>
      <h3 className="mt-5 text-2xl font-bold">{project.title}</h3>
      <dl className="mt-3 grid gap-1 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted">{labels.categoryLabel}:</dt>
          <dd className="font-mono uppercase tracking-wider text-violet">{project.category}</dd>
        </div>
        <div className="flex flex-wrap items-center gap-x-2">
          <dt className="text-muted">{labels.timelineLabel}:</dt>
          <dd className={`inline-flex items-center gap-1.5 font-semibold ${timelineTextClass[tone]}`} data-timeline-tone={tone}>
            <Clock aria-hidden="true" className="size-4" />
            {project.timeline}
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-muted">{project.description}</p>
      <div className="mt-5">
        <div className="mb-2 flex justify-between text-sm">
          <span className="text-muted">{labels.progressLabel}</span>
          <span className="font-mono font-semibold text-ink">{project.progress}%</span>
        </div>
        <ProgressBar
          value={project.progress}
          label={`${project.title} ${labels.progressLabel.toLowerCase()}`}
          colorClass={progressBarClass[progressTone(project.progress)]}
        />
      </div>
      <FeatureList items={project.features} className="mt-5" />
      <div className="mt-auto pt-6">
        <ButtonLink href={project.link} variant="secondary">
          {labels.learnMoreLabel}
          <span className="sr-only"> about {project.title}</span>
        </ButtonLink>
      </div>
    </Card>
  );
}
