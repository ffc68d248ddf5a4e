import { ButtonLink } from "~/components/ui/button";

/** What an unknown division, service, docs page or article shows (docs/product.md#not-found-states). */
export function NotFoundState({ title, message, backHref, backLabel }: { title: string; message: string; backHref: string; backLabel: string }) {
  return (
    <div className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-4 pb-16 pt-32 text-center">
      <p className="font-mono text-sm uppercase tracking-[0.3em] text-danger">Error 404</p>
      <h1 className="mt-4 text-4xl font-bold sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg text-muted">{message}</p>
      <div className="mt-8">
        <ButtonLink href={backHref}>{backLabel}</ButtonLink>
      </div>
    </div>
  );
}
