import { FeatureList } from "~/components/sections/feature-list";

export interface DivisionHiringCardData {
  name: string;
  href: string;
  lookingFor: string;
  skills: string[];
}

/** What one division looks for in candidates, with a link to the division's page. */
export function DivisionHiringCard({ hiring }: { hiring: DivisionHiringCardData }) {
  return (
    <li className="flex flex-col rounded-2xl border border-line bg-surface/60 p-5">
      <h3 className="text-lg font-semibold">
        <a href={hiring.href} className="text-neon-strong underline-offset-4 hover:underline">
          {hiring.name}
        </a>
      </h3>
      <p className="mt-2 text-sm text-ink/90">{hiring.lookingFor}</p>
      <FeatureList items={hiring.skills} className="mt-4" />
    </li>
  );
}
