import type { Portrait } from "~/content/founder";

/** The founder's illustrated portrait, framed in the hero. Sized, so nothing shifts while it loads. */
export function FounderPortrait({ portrait, name, title }: { portrait: Portrait; name: string; title: string }) {
  return (
    <figure className="mx-auto w-full max-w-xs lg:w-80">
      <div className="overflow-hidden rounded-3xl border border-neon/30 bg-surface shadow-2xl shadow-neon/10">
        <img
          src={portrait.src}
          alt={portrait.alt}
          width={portrait.width}
          height={portrait.height}
          fetchPriority="high"
          decoding="async"
          className="block h-auto w-full"
        />
      </div>
      <figcaption className="mt-3 text-center font-mono text-xs uppercase tracking-[0.25em] text-muted">
        {name} · {title}
      </figcaption>
    </figure>
  );
}
