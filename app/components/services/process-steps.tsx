import type { ProcessStep } from "~/content/services";

/** The numbered steps of a service's process, as an ordered list. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-line bg-surface/80 p-5">
          <span aria-hidden="true" className="text-gradient font-mono text-3xl font-bold">
            {String(index + 1).padStart(2, "0")}
          </span>
          <h3 className="mt-3 text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-sm text-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
