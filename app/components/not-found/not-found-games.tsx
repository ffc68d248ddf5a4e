import { Button, ButtonLink } from "~/components/ui/button";
import { islandAttributes } from "~/islands/dom-island";

export interface NotFoundCopy {
  jokes: readonly string[];
  asides: readonly string[];
  glitchCharacters: string;
}

/**
 * The playful not-found page (docs/product.md#not-found-page), complete in the server HTML. `not-found-games.island.ts`
 * brings the glitch, the rotating joke, a random aside and the three buttons that need JavaScript;
 * those stay disabled until it runs. The two links work without it.
 */
export function NotFoundGames({ copy }: { copy: NotFoundCopy }) {
  return (
    <div
      {...islandAttributes("not-found-games")}
      data-copy={JSON.stringify(copy)}
      data-attack="idle"
      className="relative flex min-h-[80vh] flex-col items-center justify-center overflow-hidden px-4 pb-16 pt-32 text-center"
    >
      <div
        data-testid="destroyed-overlay"
        data-nf-overlay=""
        aria-hidden="true"
        hidden
        className="pointer-events-none absolute inset-0 bg-red-700/40 mix-blend-screen"
      />
      <p data-nf-status="" className="font-mono text-sm uppercase tracking-[0.4em] text-danger" role="status">
        PAGE_NOT_FOUND
      </p>
      <h1 data-nf-heading="" className="mt-4 font-mono text-8xl font-bold tracking-tight sm:text-9xl">
        <span aria-hidden="true" className="text-gradient">
          404
        </span>
        <span className="sr-only">404: page not found</span>
      </h1>
      <p data-nf-joke="" className="mt-8 min-h-14 max-w-xl text-lg text-ink" aria-live="off">
        {copy.jokes[0]}
      </p>
      <p data-nf-aside="" className="mt-2 max-w-xl text-muted">
        {copy.asides[0]}
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/">Return to Base</ButtonLink>
        <ButtonLink href="/divisions" variant="secondary">
          Explore Divisions
        </ButtonLink>
        <Button variant="danger" disabled data-nf-action="death-star">
          Call Death Star
        </Button>
        <Button variant="ghost" disabled data-nf-action="jump" className="border border-line transition-transform duration-300">
          Don't Click Me!
        </Button>
        <Button variant="ghost" disabled data-nf-action="back" className="border border-line">
          Go Back
        </Button>
      </div>
    </div>
  );
}
