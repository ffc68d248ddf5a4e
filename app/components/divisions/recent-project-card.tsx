import { Calendar } from "lucide-react";
import { Card } from "~/components/ui/card";
import type { DivisionProject } from "~/content/divisions";
import { ProjectStatusBadge } from "./project-status-badge";

/** One of a division's recent projects: name, status badge, description and timeline. */
export function RecentProjectCard({ project, statusLabel }: { project: DivisionProject; statusLabel: string }) {
  return (
    <Card as="li" className="flex flex-col">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="text-xl font-bold">{project.name}</h3>
        <ProjectStatusBadge status={project.status} label={statusLabel} />
      </div>
      <p className="mt-3 text-muted">{project.description}</p>
      <p className="mt-auto flex items-center gap-2 pt-5 font-mono text-xs uppercase tracking-wider text-ink/90">
        <Calendar aria-hidden="true" className="size-4 text-neon-strong" />
        <span className="sr-only">Timeline: </span>
        {project.timeline}
      </p>
    </Card>
  );
}
