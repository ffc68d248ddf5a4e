import { isImageSchema, kindOf, schemaAt, unwrap, type DataPath, type JsonSchema } from "~/lib/editor/document-form";
import { pathLabels } from "~/lib/editor/field-labels";
import { fieldId } from "./document-fields";

/**
 * The problems of a document at the top of its form (decision 034): one line per problem, the field's
 * place in people's words and what to do ("News items › News item 9 › Tags: Add at least one tag"),
 * each a link to the field's id in the form (document-fields.tsx), which takes focus when followed.
 * Its own component so any page that shows a document's problems (the preview's too) lists them alike.
 */

export interface SummaryProblem {
  path: DataPath;
  message: string;
}

/** The most listed; the rest are counted (each is still shown beside its field). */
const listedAtMost = 20;

/**
 * Where a problem's link lands: its field, or the nearest field the form shows for it (an image's size is
 * taken from the upload, so its problems are the image choice's, but its alt text has an input of its own;
 * a fixed part of a shape has no input).
 */
export function problemTarget(schema: JsonSchema, path: DataPath, data: unknown): DataPath {
  for (let end = path.length; end > 0; end--) {
    const parent = schemaAt(schema, path.slice(0, end - 1), data);
    // The alt text has an input of its own; the rest of an image (its size, its variants) is the choice's.
    if (parent && isImageSchema(parent)) return path[end - 1] === "alt" ? path.slice(0, end) : [...path.slice(0, end - 1), "src"];
  }
  const node = schemaAt(schema, path, data);
  if (node && kindOf(unwrap(node)) === "constant") return path.slice(0, -1);
  return path;
}

export function ProblemSummary({
  schema,
  data,
  problems,
  headingId = "problem-summary-heading",
}: {
  schema: JsonSchema;
  data: unknown;
  problems: readonly SummaryProblem[];
  headingId?: string;
}) {
  if (problems.length === 0) return null;
  const more = problems.length - listedAtMost;
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-lg border border-danger/60 bg-danger/10 p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {problems.length === 1 ? "1 thing to fix" : `${problems.length} things to fix`} before this can be published
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {problems.slice(0, listedAtMost).map((problem) => {
          const place = pathLabels(schema, problem.path, data).join(" › ") || "The whole document";
          return (
            <li key={`${problem.path.join(".")}:${problem.message}`}>
              <a href={`#${fieldId(problemTarget(schema, problem.path, data))}`} className="underline underline-offset-4 hover:text-neon-strong">
                {place}: {problem.message}
              </a>
            </li>
          );
        })}
      </ul>
      {more > 0 ? <p className="mt-2 text-sm">And {more} more, each beside its field.</p> : null}
    </section>
  );
}
