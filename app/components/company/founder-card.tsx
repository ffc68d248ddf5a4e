import { ButtonLink } from "~/components/ui/button";
import { SizedImage } from "~/components/ui/sized-image";
import type { FounderProfile } from "~/content/founder";
import type { LinkItem } from "~/content/link";

/** The founder introduced briefly, with his portrait and a link to the full founder page. */
export function FounderCard({
  founder,
  link,
  loading = "lazy",
}: {
  founder: FounderProfile;
  link: LinkItem;
  /** "eager" when the card is near the top of the page. */
  loading?: "lazy" | "eager";
}) {
  const { portrait } = founder;
  return (
    <article
      aria-labelledby="founder-name"
      className="grid gap-8 rounded-3xl border border-line bg-surface/70 p-6 sm:p-10 md:grid-cols-[minmax(0,16rem)_1fr] md:items-center"
    >
      <SizedImage image={portrait} load={loading} className="mx-auto h-auto w-full max-w-64 rounded-2xl border border-neon/30 bg-surface-2" />
      <div>
        <h3 id="founder-name" className="text-3xl font-bold tracking-tight">
          {founder.name}
        </h3>
        <p className="mt-1 font-mono text-sm uppercase tracking-wider text-neon-strong">{founder.title}</p>
        <p className="mt-4 text-lg text-muted">{founder.summary}</p>
        <div className="mt-6">
          <ButtonLink href={link.href} variant="secondary">
            {link.label}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
