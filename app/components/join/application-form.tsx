import { SelectField, TextAreaField, TextField } from "~/components/ui/form-field";
import { PublicFormActions } from "~/components/ui/public-form-actions";
import type { PublicFormWords } from "~/components/ui/public-form";
import type { JoinFormCopy, JoinFormField } from "~/content/join";
import { islandAttributes } from "~/islands/dom-island";
import { applicationFields, limits, type ApplicationField, type DivisionOption, type FieldErrors } from "~/lib/contracts/application-rules";
import { honeypotField } from "~/lib/contracts/form-rules";
import { ApplicationReceived } from "./application-received";

/** What the no-JavaScript form post answered (rendered by the server). */
export type FormResult =
  | { status: "invalid"; errors: FieldErrors; values: Record<ApplicationField, string> }
  /** Over the applications' limit: nothing was stored; send again after `seconds`. */
  | { status: "wait"; seconds: number; values: Record<ApplicationField, string> }
  | { status: "received" };

export interface ApplicationFormProps {
  copy: JoinFormCopy;
  fields: JoinFormField[];
  /** The division field's choices, named as the divisions document names them (the page's loader). */
  divisionOptions: DivisionOption[];
  result?: FormResult;
}

function firstInvalid(errors: FieldErrors): ApplicationField | undefined {
  return applicationFields.find((field) => errors[field]);
}

/**
 * The application form (docs/product.md#application-form-states), rendered on the server only. Without
 * JavaScript it posts to the /join action and the page answers with its errors, its wait or its received
 * state; its island (application-form.island.ts, no React) checks the same fields with the application's
 * rules (app/lib/contracts/application-rules.ts) and sends them to POST /api/contact.
 */
export function ApplicationForm({ copy, fields, divisionOptions, result }: ApplicationFormProps) {
  const errors: FieldErrors = result?.status === "invalid" ? result.errors : {};
  const received = result?.status === "received";
  const values = result?.status === "invalid" || result?.status === "wait" ? result.values : undefined;
  const invalidOnLoad = result?.status === "invalid" ? firstInvalid(result.errors) : undefined;
  const words: PublicFormWords = {
    successTitle: copy.successTitle,
    successBody: copy.successBody,
    failureTitle: copy.failureTitle,
    failureFallback: copy.failureFallback,
  };

  const errorCount = Object.keys(errors).length;

  return (
    <form
      {...islandAttributes("application-form", "visible")}
      data-words={JSON.stringify(words)}
      method="post"
      action="/join"
      noValidate
      aria-labelledby="apply-heading"
      className="space-y-6"
    >
      {result?.status === "wait" && (
        <div role="alert" className="rounded-xl border border-danger/70 bg-red-950/60 p-4 text-sm text-ink">
          {copy.waitNotice.replace("{seconds}", String(result.seconds))}
        </div>
      )}
      {errorCount > 0 && (
        <div role="alert" data-form-summary="" className="rounded-xl border border-danger/70 bg-red-950/60 p-4 text-sm text-ink">
          {errorCount === 1 ? copy.correctFields.one : copy.correctFields.other.replace("{count}", String(errorCount))}
        </div>
      )}
      <div className="grid gap-6 sm:grid-cols-2">
        {fields.map((field) => {
          const common = {
            id: field.name,
            name: field.name,
            label: field.label,
            required: field.required,
            hint: field.hint,
            defaultValue: values?.[field.name] ?? (field.control === "select" ? "" : undefined),
            error: errors[field.name],
            autoFocus: invalidOnLoad === field.name,
          };
          const wide = field.wide ? "sm:col-span-2" : undefined;
          if (field.control === "select") {
            return (
              <div key={field.name} className={wide}>
                <SelectField {...common} placeholder={field.placeholder ?? ""} options={divisionOptions} />
              </div>
            );
          }
          if (field.control === "textarea") {
            return (
              <div key={field.name} className={wide}>
                <TextAreaField {...common} maxLength={limits[field.name as keyof typeof limits]} rows={6} />
              </div>
            );
          }
          return (
            <div key={field.name} className={wide}>
              <TextField
                {...common}
                type={field.control === "text" ? undefined : field.control}
                inputMode={field.control === "url" ? "url" : undefined}
                autoComplete={field.autoComplete}
                placeholder={field.placeholder}
                maxLength={limits[field.name as keyof typeof limits]}
              />
            </div>
          );
        })}
      </div>
      {/* Bots fill every field; people never see this one. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={honeypotField}>Leave this field empty</label>
        <input id={honeypotField} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {received && <ApplicationReceived copy={copy} />}
      <PublicFormActions
        hidden={received}
        submit={copy.submit}
        pending={copy.pending}
        received={<ApplicationReceived copy={copy} confirmationTo="" />}
        className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between"
        buttonClassName="min-w-52 shrink-0"
      >
        <p className="text-xs text-muted">
          {copy.requiredNote.before}{" "}
          <span aria-hidden="true" className="text-pulse">
            *
          </span>
          <span className="sr-only">{copy.requiredNote.mark}</span> {copy.requiredNote.after} {copy.privacyNote.before}{" "}
          <a href={copy.privacyNote.link.href} className="font-medium text-neon-strong underline underline-offset-4 hover:text-ink">
            {copy.privacyNote.link.label}
          </a>{" "}
          {copy.privacyNote.after}
        </p>
      </PublicFormActions>
    </form>
  );
}
