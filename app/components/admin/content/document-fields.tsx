import { createContext, useContext } from "react";
import {
  branchIndexOf,
  branchLabel,
  branchesOf,
  fieldName,
  isImageSchema,
  kindOf,
  unwrap,
  type DataPath,
  type ImageChoice,
  type JsonSchema,
} from "~/lib/editor/document-form";
import { entryLabel, itemLabel, propertyLabel } from "~/lib/editor/field-labels";
import { fieldAnchor } from "~/lib/editor/field-problems";

/**
 * The fields of one content document, generated from its schema (app/lib/editor/document-form.ts reads the
 * post back): a labelled input per text, number, choice and switch; a fieldset per group; lists with
 * buttons to add, remove and move items (plain submit buttons; with JavaScript the live editor does them in place,
 * document-editor.live.ts). Limits come
 * from the schema and the schema's problems show beside their field. Labels and help are the fields' words
 * (app/lib/editor/field-labels.ts); every field and group has the id the problem summary links to (`fieldId`),
 * and a group takes focus when its link is followed. A list button's name starts with its visible words
 * and then names the item (WCAG 2.5.3, label in name: speech users say what they see).
 */

export type ProblemsByField = Map<string, string[]>;

/** The uploaded images an image field offers (the media page's list), newest first. */
export const ImageLibrary = createContext<readonly ImageChoice[]>([]);

/**
 * The list items shown unfolded besides those holding a problem: the one a list button just added or moved
 * (the route says which, `?open=` after a round trip, or the live editor keeps what its editor had opened).
 */
export const OpenItems = createContext<ReadonlySet<string>>(new Set());

// Every field scrolls clear of the sticky action bar when a summary link (or Tab) brings it into view.
const inputBox = "block w-full scroll-mt-24 rounded-lg border border-line bg-void/80 px-3 py-2 aria-[invalid=true]:border-danger";
const input = `mt-1 ${inputBox}`;
const smallButton = "min-h-9 rounded-md border border-line px-2.5 py-1 text-xs hover:bg-white/5";

/** The id of a field's input (or a group's fieldset): what the problem summary links to. */
export function fieldId(path: DataPath): string {
  return fieldAnchor(path);
}

function key(path: DataPath): string {
  return path.join(".");
}

function Hint({ id, schema, kind }: { id: string; schema: JsonSchema; kind: string }) {
  const parts: string[] = [];
  const help = schema.help ?? schema.description;
  if (help) parts.push(help);
  if (schema.format === "markdown") parts.push("Markdown: **bold**, *italic*, [links](/about), lists and paragraphs. No HTML.");
  if (schema.maxLength !== undefined && (kind === "text" || kind === "longText")) parts.push(`Up to ${schema.maxLength} characters.`);
  // A bound no person types (an id's largest safe integer) is no help.
  const maximum = schema.maximum !== undefined && schema.maximum < 1e9 ? schema.maximum : undefined;
  const minimum = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (schema.type === "integer" ? 1 : 0) : undefined);
  if (maximum !== undefined) parts.push(`From ${minimum ?? "…"} to ${maximum}.`);
  if (parts.length === 0) return null;
  return (
    <p id={id} className="mt-1 text-xs text-muted">
      {parts.join(" ")}
    </p>
  );
}

function Problems({ id, messages }: { id: string; messages: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-danger">
      {messages.join(" ")}
    </p>
  );
}

interface FieldProps {
  schema: JsonSchema;
  path: DataPath;
  value: unknown;
  label: string;
  required: boolean;
  problems: ProblemsByField;
  /** Whether the field may be changed here (the site's identity is deployment configuration). */
  readOnly?: boolean;
  /** One item of a list of texts (a tag, a technology): label and input on one row; the list's hint gives the limit. */
  compact?: boolean;
}

function LeafField({ schema, path, value, label, required, problems, readOnly, compact }: FieldProps) {
  const node = unwrap(schema);
  const kind = kindOf(node);
  const id = fieldId(path);
  const messages = problems.get(key(path));
  const describedBy = [`${id}-hint`, messages?.length ? `${id}-problem` : ""].filter(Boolean).join(" ");
  const common = { id, name: fieldName("v", path), "aria-describedby": describedBy, "aria-invalid": messages?.length ? true : undefined, readOnly };
  const text = value === undefined || value === null ? "" : typeof value === "string" ? value : String(value);
  const labelText = (
    <label htmlFor={id} className="text-sm font-medium">
      {label}
      {required ? "" : <span className="font-normal text-muted"> (optional)</span>}
    </label>
  );
  if (kind === "boolean") {
    return (
      <div className="flex items-start gap-2">
        <input type="checkbox" {...common} defaultChecked={value === true} className="mt-1 size-4 scroll-mt-24" disabled={readOnly} />
        <div>
          {labelText}
          <Hint id={`${id}-hint`} schema={node} kind={kind} />
          <Problems id={`${id}-problem`} messages={messages} />
        </div>
      </div>
    );
  }
  if (compact && (kind === "text" || kind === "number"))
    return (
      <div>
        <div className="flex flex-wrap items-center gap-x-3">
          <label htmlFor={id} className="w-28 shrink-0 text-sm font-medium">
            {label}
          </label>
          <input
            type={kind === "number" ? "number" : "text"}
            {...common}
            aria-describedby={messages?.length ? `${id}-problem` : undefined}
            defaultValue={text}
            maxLength={node.maxLength}
            className={`${inputBox} min-w-40 flex-1 basis-40`}
          />
        </div>
        <Problems id={`${id}-problem`} messages={messages} />
      </div>
    );
  return (
    <div>
      {labelText}
      <Hint id={`${id}-hint`} schema={node} kind={kind} />
      {kind === "choice" ? (
        <select {...common} defaultValue={text} className={input} disabled={readOnly}>
          {(node.enum ?? []).map((option) => (
            <option key={String(option)} value={String(option)}>
              {String(option)}
            </option>
          ))}
        </select>
      ) : kind === "longText" ? (
        <textarea
          {...common}
          defaultValue={text}
          maxLength={node.maxLength}
          rows={Math.min(16, Math.max(4, Math.ceil(text.length / 90)))}
          className={`${input} font-mono text-sm`}
        />
      ) : kind === "number" ? (
        <input
          type="number"
          {...common}
          defaultValue={text}
          step={node.type === "integer" ? 1 : "any"}
          min={node.minimum}
          max={node.maximum}
          className={input}
        />
      ) : (
        <input type="text" {...common} defaultValue={text} maxLength={node.maxLength} className={input} />
      )}
      <Problems id={`${id}-problem`} messages={messages} />
    </div>
  );
}

function JsonField({ schema, path, value, label, problems }: FieldProps) {
  const id = fieldId(path);
  const messages = problems.get(key(path));
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label} <span className="font-normal text-muted">(JSON)</span>
      </label>
      <Hint id={`${id}-hint`} schema={schema} kind="json" />
      <textarea
        id={id}
        name={fieldName("j", path)}
        defaultValue={value === undefined ? "" : JSON.stringify(value, null, 2)}
        rows={6}
        className={`${input} font-mono text-sm`}
        aria-describedby={`${id}-hint`}
      />
      <Problems id={`${id}-problem`} messages={messages} />
    </div>
  );
}

/**
 * An image (a cover, a portrait): chosen from the uploaded images by name, with its alt text. Its width
 * and height travel as hidden fields for an image already in place; for a newly chosen upload the
 * server takes them from the upload (document-form.ts `withImageDetails`), so the form cannot get them wrong.
 */
function ImageField({ schema, path, value, label, problems, depth = 0, folded }: FieldProps & { depth?: number; folded?: boolean }) {
  const library = useContext(ImageLibrary);
  const node = unwrap(schema);
  const image = (value && typeof value === "object" ? value : {}) as { src?: unknown; alt?: unknown; width?: unknown; height?: unknown };
  const src = typeof image.src === "string" ? image.src : "";
  const choices =
    library.some((choice) => choice.src === src) || src === "" ? library : [{ src, alt: "", width: 0, height: 0, label: `Current: ${src}` }, ...library];
  const id = fieldId([...path, "src"]);
  const messages = [
    ...(problems.get(key([...path, "src"])) ?? []),
    ...(problems.get(key([...path, "width"])) ?? []),
    ...(problems.get(key([...path, "height"])) ?? []),
  ];
  const number = (raw: unknown) => (typeof raw === "number" ? String(raw) : "");
  return (
    <Group path={path} label={label} problems={problems} depth={depth} folded={folded}>
      <div className="flex flex-wrap items-start gap-4">
        {src.startsWith("/") ? (
          <img
            src={src}
            alt=""
            width={number(image.width) || undefined}
            height={number(image.height) || undefined}
            className="h-24 w-auto rounded-md border border-line"
          />
        ) : null}
        <div className="min-w-64 flex-1">
          <label htmlFor={id} className="text-sm font-medium">
            Image
          </label>
          <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
            Upload a picture on the{" "}
            <a href="/admin/media" className="underline">
              Images
            </a>{" "}
            page first; its size comes with it.
          </p>
          <select
            id={id}
            name={fieldName("v", [...path, "src"])}
            defaultValue={src}
            aria-describedby={`${id}-hint${messages.length ? ` ${id}-problem` : ""}`}
            aria-invalid={messages.length ? true : undefined}
            className={input}
            data-image-field
          >
            {src === "" ? <option value="">Choose an image</option> : null}
            {choices.map((choice) => (
              <option key={choice.src} value={choice.src}>
                {choice.label}
              </option>
            ))}
          </select>
          <Problems id={`${id}-problem`} messages={messages.length ? messages : undefined} />
        </div>
      </div>
      <input type="hidden" name={fieldName("v", [...path, "width"])} value={number(image.width)} />
      <input type="hidden" name={fieldName("v", [...path, "height"])} value={number(image.height)} />
      {node.properties?.alt ? (
        <LeafField schema={node.properties.alt} path={[...path, "alt"]} value={image.alt} label="Alt text" required problems={problems} />
      ) : null}
    </Group>
  );
}

/** " Each up to 60 characters.": the limit of items of one line each, which show no hint of their own. */
function eachItemHint(items: readonly JsonSchema[]): string {
  const lengths = new Set(items.map((item) => (kindOf(unwrap(item)) === "text" ? unwrap(item).maxLength : undefined)));
  const [length] = lengths;
  return lengths.size === 1 && length !== undefined ? ` Each up to ${length} characters.` : "";
}

/** What a list takes, said beside it: "Up to 60 items." (the schema's `max`, app/content/schemas/). */
function listHint(node: JsonSchema): string | undefined {
  const each = eachItemHint(node.items && typeof node.items === "object" ? [node.items] : []);
  if (node.maxItems === undefined) return each.trim() || undefined;
  const least = node.minItems !== undefined && node.minItems > 0 ? `, at least ${node.minItems}` : "";
  return `Up to ${node.maxItems} item${node.maxItems === 1 ? "" : "s"}${least}.${each}`;
}

/** Whether an item folds: one that is a group of fields does; one field (a text, a number) does not. */
function foldsItem(item: JsonSchema): boolean {
  return ["object", "union", "record", "tuple", "list"].includes(kindOf(item));
}

/** Whether a field at `path`, or one inside it, has a problem: such an item is never folded away. */
function hasProblemWithin(problems: ProblemsByField, path: string): boolean {
  for (const field of problems.keys()) if (field === path || field.startsWith(`${path}.`)) return true;
  return false;
}

/** The words a folded item is known by: the first text it holds under a name that names things (its title, its name…). */
const namingFields = ["title", "name", "label", "heading", "question", "quote", "term", "text", "value", "slug"];
export function itemSummary(item: unknown): string {
  // Only an item that is a group of fields folds (foldsItem), so only an object has a summary to show.
  if (!item || typeof item !== "object" || Array.isArray(item)) return "";
  const record = item as Record<string, unknown>;
  for (const name of namingFields) {
    const text = record[name];
    if (typeof text === "string" && text.trim() !== "") return text.trim().length > 80 ? `${text.trim().slice(0, 79)}…` : text.trim();
  }
  return "";
}

/** An item's Move up, Move down and Remove: plain submit buttons (in place with JavaScript, document-editor.live.ts). */
function ListItemButtons({ listPath, index, count, name }: { listPath: string; index: number; count: number; name: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" name="_op" value={`up:${listPath}.${index}`} disabled={index === 0} className={smallButton} aria-label={`Move up: ${name}`}>
        Move up
      </button>
      <button
        type="submit"
        name="_op"
        value={`down:${listPath}.${index}`}
        disabled={index === count - 1}
        className={smallButton}
        aria-label={`Move down: ${name}`}
      >
        Move down
      </button>
      <button type="submit" name="_op" value={`remove:${listPath}.${index}`} className={smallButton} aria-label={`Remove: ${name}`}>
        Remove
      </button>
    </div>
  );
}

/**
 * One item of a list or a tuple. An item that is a group of fields (a project, a step) folds: a <details>
 * whose summary names it by its title, closed unless it holds a problem or was just added or moved
 * (`OpenItems`), so a form shows a list as a line per item and its editor opens the one they came for. An
 * item that is one field (a tag, a technology) is one row: its label, its input, its buttons.
 */
function ListItem({
  schema,
  path,
  value,
  label,
  problems,
  depth,
  buttons,
}: {
  schema: JsonSchema;
  path: DataPath;
  value: unknown;
  label: string;
  problems: ProblemsByField;
  depth: number;
  buttons?: React.ReactNode;
}) {
  const opened = useContext(OpenItems);
  const node = unwrap(schema);
  if (!foldsItem(node))
    return (
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-48 flex-1">
          <DocumentField schema={schema} path={path} value={value} label={label} required problems={problems} depth={depth} compact />
        </div>
        {buttons}
      </div>
    );
  const itemKey = key(path);
  const troubled = hasProblemWithin(problems, itemKey);
  const shown = itemSummary(value);
  return (
    <div className="space-y-2 rounded-lg border border-line/60 p-3">
      <details data-item-path={itemKey} open={opened.has(itemKey) || troubled || undefined}>
        <summary className="-m-1 flex min-h-9 cursor-pointer items-center gap-2 rounded-md p-1 font-semibold hover:bg-white/5">
          <span className="shrink-0">{label}</span>
          {shown ? <span className="min-w-0 truncate font-normal text-muted">{shown}</span> : null}
          {troubled ? <span className="shrink-0 text-sm font-normal text-danger">(a problem to fix)</span> : null}
        </summary>
        <div className="mt-3">
          <DocumentField schema={schema} path={path} value={value} label={label} required problems={problems} depth={depth} folded />
        </div>
      </details>
      {buttons}
    </div>
  );
}

function Group({
  path,
  label,
  problems,
  children,
  depth,
  hint,
  folded,
}: {
  path: DataPath;
  label: string;
  problems: ProblemsByField;
  children: React.ReactNode;
  depth: number;
  hint?: string;
  /** Inside a folded list item, whose summary shows the label: the legend still names the group, unseen. */
  folded?: boolean;
}) {
  const messages = problems.get(key(path));
  const id = fieldId(path);
  const describedBy = [hint ? `${id}-hint` : "", messages?.length ? `${id}-problem` : ""].filter(Boolean).join(" ");
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={depth === 0 || folded ? "scroll-mt-24 space-y-4" : "scroll-mt-24 space-y-4 rounded-xl border border-line p-4"}
      aria-describedby={describedBy || undefined}
    >
      <legend className={folded ? "sr-only" : depth <= 1 ? "px-1 text-lg font-semibold" : "px-1 font-semibold"}>{label}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <Problems id={`${id}-problem`} messages={messages} />
      {children}
    </fieldset>
  );
}

export function DocumentField(props: FieldProps & { depth?: number; folded?: boolean; compact?: boolean }) {
  const { schema, path, value, label, problems, depth = 0, readOnly, folded } = props;
  const node = unwrap(schema);
  const kind = kindOf(node);
  const record = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  switch (kind) {
    case "constant":
      // A fixed part of the shape (a block's kind): nothing to edit.
      return null;
    case "union": {
      const branches = branchesOf(node);
      const index = branchIndexOf(node, value);
      const id = `${fieldId(path)}-shape`;
      return (
        <div className="space-y-2">
          <div>
            <label htmlFor={id} className="text-sm font-medium">
              Kind of {label.charAt(0).toLowerCase() + label.slice(1)}
            </label>
            <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
              Choose another kind to change what this item holds (without JavaScript, then save the draft).
            </p>
            <select id={id} name={fieldName("u", path)} defaultValue={String(index)} aria-describedby={`${id}-hint`} className={input}>
              {branches.map((branch, position) => (
                <option key={position} value={String(position)}>
                  {branchLabel(branch)}
                </option>
              ))}
            </select>
          </div>
          <DocumentField {...props} schema={branches[index]!} />
        </div>
      );
    }
    case "object":
      if (isImageSchema(node)) return <ImageField {...props} />;
      return (
        <Group path={path} label={label} problems={problems} depth={depth} folded={folded}>
          {Object.entries(node.properties ?? {}).map(([name, property]) => (
            <DocumentField
              key={name}
              schema={property}
              path={[...path, name]}
              value={record[name]}
              label={propertyLabel(property, name)}
              required={(node.required ?? []).includes(name)}
              problems={problems}
              depth={depth + 1}
              readOnly={readOnly || property.readOnly}
            />
          ))}
        </Group>
      );
    case "record": {
      const keys = Object.keys(record);
      // Entries keyed by a pattern (docs pages by their slug) may be added and removed; a fixed set of keys may not.
      const open = !node.propertyNames?.enum;
      const recordPath = path.join(".");
      const keyId = `${fieldId(path)}-new-key`;
      return (
        <Group path={path} label={label} problems={problems} depth={depth} folded={folded}>
          <input type="hidden" name={fieldName("k", path)} value={keys.join(",")} />
          {keys.map((name) => (
            <div key={name} className="space-y-2">
              <DocumentField
                schema={node.additionalProperties as JsonSchema}
                path={[...path, name]}
                value={record[name]}
                label={entryLabel(record[name], name)}
                required
                problems={problems}
                depth={depth + 1}
              />
              {open ? (
                <button
                  type="submit"
                  name="_op"
                  value={`remove:${recordPath}.${name}`}
                  className={smallButton}
                  aria-label={`Remove: ${label} ${entryLabel(record[name], name)}`}
                >
                  Remove
                </button>
              ) : null}
            </div>
          ))}
          {open ? (
            <div className="flex flex-wrap items-end gap-2">
              <div>
                <label htmlFor={keyId} className="text-sm font-medium">
                  New entry&rsquo;s address
                </label>
                <p id={`${keyId}-hint`} className="mt-1 text-xs text-muted">
                  Lower-case words joined by hyphens (setup-guide). It is the page&rsquo;s address and never changes once published.
                </p>
                <input
                  id={keyId}
                  type="text"
                  name={`_key.${recordPath}`}
                  pattern={node.propertyNames?.pattern}
                  aria-describedby={`${keyId}-hint`}
                  className={input}
                />
              </div>
              <button type="submit" name="_op" value={`add:${recordPath}`} className={smallButton} aria-label={`Add item: ${label}`}>
                Add item
              </button>
            </div>
          ) : null}
        </Group>
      );
    }
    case "tuple": {
      const items = Array.isArray(value) ? value : [];
      return (
        <Group path={path} label={label} problems={problems} depth={depth} folded={folded} hint={eachItemHint(node.prefixItems ?? []).trim() || undefined}>
          {(node.prefixItems ?? []).map((item, index) => (
            <ListItem
              key={index}
              schema={item}
              path={[...path, index]}
              value={items[index]}
              label={itemLabel(node, index)}
              problems={problems}
              depth={depth + 1}
            />
          ))}
        </Group>
      );
    }
    case "list": {
      const items = Array.isArray(value) ? value : [];
      const listPath = path.join(".");
      const full = node.maxItems !== undefined && items.length >= node.maxItems;
      const one = node.item ?? "item";
      return (
        <Group path={path} label={label} problems={problems} depth={depth} hint={listHint(node)} folded={folded}>
          <input type="hidden" name={fieldName("n", path)} value={items.length} />
          {items.map((item, index) => (
            <ListItem
              key={index}
              schema={node.items as JsonSchema}
              path={[...path, index]}
              value={item}
              label={itemLabel(node, index)}
              problems={problems}
              depth={depth + 1}
              buttons={<ListItemButtons listPath={listPath} index={index} count={items.length} name={`${label} › ${itemLabel(node, index)}`} />}
            />
          ))}
          <button type="submit" name="_op" value={`add:${listPath}`} disabled={full} className={smallButton} aria-label={`Add ${one}: ${label}`}>
            Add {one}
          </button>
        </Group>
      );
    }
    case "json":
      return <JsonField {...props} />;
    default:
      return <LeafField {...props} />;
  }
}
