import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

const controlClasses =
  "mt-2 block w-full rounded-lg border bg-void/80 px-4 py-3 text-ink placeholder:text-muted/80 focus:border-neon focus:outline-none focus:ring-2 focus:ring-neon/40 aria-[invalid=true]:border-danger";

/** A field's error line; the public forms' island (public-form.ts) writes the same one in the browser. */
export const fieldErrorClasses = "mt-1.5 text-sm font-medium text-danger";

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

/** Label, control, hint and error, wired together with ids so assistive technology reads them as one. */
function FieldFrame({ id, label, required, hint, error, children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-pulse">
            *
          </span>
        )}
      </label>
      {children(describedBy, Boolean(error))}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={fieldErrorClasses}>
          {error}
        </p>
      )}
    </div>
  );
}

type Common = { id: string; label: string; hint?: string; error?: string };

export function TextField({ id, label, hint, error, required, className = "", ...rest }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      {(describedBy, invalid) => (
        <input
          id={id}
          required={required}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={`${controlClasses} border-line ${className}`}
          {...rest}
        />
      )}
    </FieldFrame>
  );
}

export function TextAreaField({ id, label, hint, error, required, ...rest }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      {(describedBy, invalid) => (
        <textarea
          id={id}
          required={required}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={`${controlClasses} min-h-36 border-line`}
          {...rest}
        />
      )}
    </FieldFrame>
  );
}

export function SelectField({
  id,
  label,
  hint,
  error,
  required,
  options,
  placeholder,
  ...rest
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: { value: string; label: string; group?: string }[]; placeholder: string }) {
  // Options that name a group are shown under it (an <optgroup>), in the order the groups first appear.
  const groups = [...new Set(options.map((option) => option.group))];
  const optionsOf = (list: typeof options) =>
    list.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ));
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      {(describedBy, invalid) => (
        <select id={id} required={required} aria-invalid={invalid} aria-describedby={describedBy} className={`${controlClasses} border-line`} {...rest}>
          <option value="">{placeholder}</option>
          {groups.map((group) => {
            const members = options.filter((option) => option.group === group);
            return group === undefined ? (
              optionsOf(members)
            ) : (
              <optgroup key={group} label={group}>
                {optionsOf(members)}
              </optgroup>
            );
          })}
        </select>
      )}
    </FieldFrame>
  );
}
