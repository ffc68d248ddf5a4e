import { ButtonLink } from "~/components/ui/button";

export interface Action {
  label: string;
  href: string;
}

/** A row of link buttons: the first is the primary action, the rest secondary. */
export function ActionButtons({ actions }: { actions: readonly Action[] }) {
  return (
    <>
      {actions.map((action, index) => (
        <ButtonLink key={action.href + action.label} href={action.href} variant={index === 0 ? "primary" : "secondary"}>
          {action.label}
        </ButtonLink>
      ))}
    </>
  );
}
