import { Quote } from "lucide-react";

/** The mission statement on /about, as a quotation with its speaker. */
export function MissionQuote({ text, name, title }: { text: string; name: string; title: string }) {
  return (
    <figure className="relative mx-auto max-w-4xl rounded-3xl border border-neon/30 bg-surface/70 px-6 py-10 text-center sm:px-14 sm:py-14">
      <Quote aria-hidden="true" className="mx-auto size-10 text-neon-strong" />
      <blockquote className="mt-6 text-2xl font-semibold leading-snug tracking-tight text-ink sm:text-3xl">
        <p>“{text}”</p>
      </blockquote>
      <figcaption className="mt-6 text-sm text-muted">
        <span className="font-semibold text-neon-strong">{name}</span>, {title}
      </figcaption>
    </figure>
  );
}
