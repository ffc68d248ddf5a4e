import type { FieldProblem, OpenedState } from "../contracts/content-services.ts";
import { itemOpenedBy, type ListOperation } from "./document-form.ts";

/**
 * What the document and item forms' routes (content-document.tsx, content-item.tsx) share about a list
 * changed in place (`intent=apply`, decision 044) and the folds it leaves open (decision 046): the answer
 * the live editor swaps in, and which problems and open items the form then shows.
 */

/** The answer to `intent=apply`: the fields as posted with the operation done, their problems now, nothing saved. */
export function appliedAnswer(posted: unknown, opened: OpenedState, problems: FieldProblem[], operation: ListOperation | undefined) {
  return { error: "", conflict: false, problems, posted, opened, applied: true as const, open: operation ? itemOpenedBy(operation, posted) : undefined };
}

type Answer = { problems?: FieldProblem[]; applied?: true; open?: string } | undefined;

/** The problems the form shows: an applied change's (none included), a refused save's, else the stored draft's. */
export function shownProblems(answer: Answer, stored: FieldProblem[]): FieldProblem[] {
  return answer?.applied || answer?.problems?.length ? (answer.problems ?? []) : stored;
}

/** The list item shown unfolded besides those with a problem: the one an applied change, or a round trip's `?open=`, left in view. */
export function openItemsOf(answer: Answer, openParam: string | undefined): ReadonlySet<string> {
  const open = answer?.open ?? openParam;
  return new Set(open ? [open] : []);
}

/** Problems by the dotted path of their field, as document-fields.tsx shows them beside it. */
export function problemsByField(problems: readonly FieldProblem[]): Map<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const problem of problems) {
    const key = problem.path.join(".");
    byField.set(key, [...(byField.get(key) ?? []), problem.message]);
  }
  return byField;
}
