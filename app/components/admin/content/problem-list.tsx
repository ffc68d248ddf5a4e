// A content document's problems as a list linking to their fields, for the site editor's form and its preview.
import type { FieldProblem } from "~/lib/contracts/content-services";
import { fieldAnchor, problemFieldName } from "~/lib/editor/field-problems";

/** How many problems a list shows at most: the rest are beside their fields (a broken list item can hold hundreds). */
const shown = 20;

/**
 * A content document's problems as a list, each linking to its field: at the top of the editor's form after a
 * save or a refused publish, and in the preview. `href`: the link to a field (default: on this page).
 */
export function ProblemList({
  problems,
  href = (path) => `#${fieldAnchor(path)}`,
}: {
  problems: readonly FieldProblem[];
  href?: (path: FieldProblem["path"]) => string;
}) {
  return (
    <ul className="mt-2 list-disc pl-5 text-sm">
      {problems.slice(0, shown).map((problem) => (
        <li key={`${problem.path.join(".")}:${problem.message}`}>
          <a href={href(problem.path)} className="underline">
            {problemFieldName(problem.path)}
          </a>
          : {problem.message}
        </li>
      ))}
      {problems.length > shown ? <li>and {problems.length - shown} more, each beside its field.</li> : null}
    </ul>
  );
}

/** "1 problem" / "3 problems". */
export function problemCount(count: number): string {
  return `${count} problem${count === 1 ? "" : "s"}`;
}
