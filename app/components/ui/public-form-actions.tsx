import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";

export interface PublicFormActionsProps {
  /** Hidden while the no-JavaScript post's received notice stands in its place. */
  hidden: boolean;
  /** The button's words, and what it says while the form is being sent. */
  submit: string;
  pending: string;
  /** The form's received notice, with an empty place for the address ("" as `confirmationTo`): the island's copy. */
  received: ReactNode;
  className: string;
  buttonClassName: string;
  /** What stands beside the button (the application form's required-fields note). */
  children?: ReactNode;
}

/**
 * A public form's button area, and what its island (public-form.ts) shows in the browser without React:
 * the button's pending content and the received notice, as templates the server renders with the form's
 * own words and markup, so the browser needs no components to draw them.
 */
export function PublicFormActions({ hidden, submit, pending, received, className, buttonClassName, children }: PublicFormActionsProps) {
  return (
    <>
      <div data-submit-area="" hidden={hidden} className={className}>
        {children}
        <Button type="submit" className={buttonClassName}>
          {submit}
        </Button>
      </div>
      <template data-pending="">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {pending}
      </template>
      <template data-received="">{received}</template>
    </>
  );
}
