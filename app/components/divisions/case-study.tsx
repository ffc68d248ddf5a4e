import type { DivisionCaseStudy } from "~/content/divisions";

/** A division's case study: title, then challenge, solution and result. */
export function CaseStudy({ caseStudy, labels }: { caseStudy: DivisionCaseStudy; labels: { challenge: string; solution: string; result: string } }) {
  const parts = [
    { key: "challenge", label: labels.challenge, text: caseStudy.challenge },
    { key: "solution", label: labels.solution, text: caseStudy.solution },
    { key: "result", label: labels.result, text: caseStudy.result },
  ];
  return (
    <article className="rounded-3xl border border-line bg-surface/60 p-6 sm:p-10">
      <h3 className="text-2xl font-bold sm:text-3xl">{caseStudy.title}</h3>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {parts.map((part) => (
          <div
            key={part.key}
            className={part.key === "result" ? "rounded-2xl border border-ok/40 bg-ok/5 p-5" : "rounded-2xl border border-line bg-surface-2/60 p-5"}
          >
            <h4 className={`font-mono text-xs uppercase tracking-[0.25em] ${part.key === "result" ? "text-ok" : "text-neon-strong"}`}>{part.label}</h4>
            <p className="mt-3 text-ink/90">{part.text}</p>
          </div>
        ))}
      </div>
    </article>
  );
}
