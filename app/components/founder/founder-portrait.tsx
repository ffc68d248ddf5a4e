import { SizedImage } from "~/components/ui/sized-image";
import type { ImageAsset } from "~/content/image";

/** The founder's illustrated portrait, framed in the hero. Sized, so nothing shifts while it loads. */
export function FounderPortrait({ portrait, name, title }: { portrait: ImageAsset; name: string; title: string }) {
  return (
    <figure className="mx-auto w-full max-w-xs lg:w-80">
      <div className="overflow-hidden rounded-3xl border border-neon/30 bg-surface shadow-2xl shadow-neon/10">
        <SizedImage image={portrait} load="priority" className="block h-auto w-full" />
      </div>
      <figcaption className="mt-3 text-center font-mono text-xs uppercase tracking-[0.25em] text-muted">
        {name} · {title}
      </figcaption>
    </figure>
  );
}
