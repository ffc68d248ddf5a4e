import { LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/form-field";
import type { JoinFormCopy, JoinFormField } from "~/content/join";
import { apiRequest, ApiError, describeApiError } from "~/lib/browser/api";
import {
  applicationFields,
  honeypotField,
  limits,
  newIdempotencyKey,
  validateApplication,
  type ApplicationField,
  type DivisionOption,
  type FieldErrors,
} from "~/lib/contracts/application";
import { notify } from "~/lib/browser/notices";
import { useHydrated } from "~/lib/browser/use-hydrated";
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

/** After a stored application: the on-page confirmation, and (when the server sends mail) where it went. */
type Received = { confirmationTo?: string; focus: boolean };

/** Whether the API's 201 says a confirmation e-mail goes out; an unreadable answer promises nothing. */
async function sendsConfirmation(response: Response): Promise<boolean> {
  try {
    const body = (await response.json()) as { confirmationEmail?: unknown };
    return body.confirmationEmail === true;
  } catch {
    return false;
  }
}

/** Clears every field the visitor filled (form.reset() would bring back values a no-JavaScript post rendered). */
function clearFields(form: HTMLFormElement) {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
      if (element.name && element.type !== "hidden") element.value = "";
    }
  }
}

/**
 * The application form (docs/product.md#application-form-states), a React island. Without JavaScript it posts to the
 * /join action; once hydrated, the same fields are checked with the same schema and sent to
 * POST /api/contact with an Idempotency-Key that stays the same for retries of one fill.
 */
export function ApplicationForm({ copy, fields, divisionOptions, result }: ApplicationFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(result?.status === "invalid" ? result.errors : {});
  const [pending, setPending] = useState(false);
  // The server-rendered received state needs no focus move: the browser focuses the fragment target.
  const [received, setReceived] = useState<Received | null>(result?.status === "received" ? { focus: false } : null);
  const receivedRef = useRef<HTMLElement>(null);
  const key = useRef<string | null>(null);
  const hydrated = useHydrated();
  const values = result?.status === "invalid" || result?.status === "wait" ? result.values : undefined;
  const invalidOnLoad = result?.status === "invalid" ? firstInvalid(result.errors) : undefined;

  function focusField(field: ApplicationField | undefined) {
    if (!field) return;
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  }

  // The confirmation replaces the button that had focus: take focus along, so it is read out.
  useEffect(() => {
    if (received?.focus) receivedRef.current?.focus();
  }, [received]);

  function applyAgain() {
    setReceived(null);
    focusField(applicationFields[0]);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const formData = new FormData(form);
    const read = (name: string) => String(formData.get(name) ?? "");
    const payload = Object.fromEntries(applicationFields.map((field) => [field, read(field)])) as Record<ApplicationField, string>;
    const checked = validateApplication(payload);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusField(firstInvalid(checked.errors));
      return;
    }
    setErrors({});
    setPending(true);
    // One key per fill: a retry after a failure sends the same one, so it can never store twice.
    key.current ??= newIdempotencyKey();
    try {
      const honeypot = read(honeypotField);
      const response = await apiRequest("POST", "/api/contact", honeypot ? { ...payload, [honeypotField]: honeypot } : payload, {
        "Idempotency-Key": key.current,
      });
      const confirmationTo = (await sendsConfirmation(response)) ? checked.data.email : undefined;
      clearFields(form);
      key.current = null;
      setReceived({ confirmationTo, focus: true });
      notify({ title: copy.successTitle, description: copy.successBody, variant: "success" });
    } catch (error) {
      const serverErrors = error instanceof ApiError && error.status === 400 ? (error.fieldErrors as FieldErrors | undefined) : undefined;
      if (serverErrors) {
        setErrors(serverErrors);
        focusField(firstInvalid(serverErrors));
      }
      notify({ title: copy.failureTitle, description: describeApiError(error) ?? copy.failureFallback, variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  const errorCount = Object.keys(errors).length;

  return (
    <form
      ref={formRef}
      method="post"
      action="/join"
      noValidate
      onSubmit={hydrated ? handleSubmit : undefined}
      // Typing again starts a new application: the button comes back.
      onInput={received ? () => setReceived(null) : undefined}
      aria-labelledby="apply-heading"
      aria-busy={pending}
      className="space-y-6"
    >
      {result?.status === "wait" && (
        <div role="alert" className="rounded-xl border border-danger/70 bg-red-950/60 p-4 text-sm text-ink">
          {copy.waitNotice.replace("{seconds}", String(result.seconds))}
        </div>
      )}
      {result?.status === "invalid" && errorCount > 0 && (
        <div role="alert" className="rounded-xl border border-danger/70 bg-red-950/60 p-4 text-sm text-ink">
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
      {received ? (
        <ApplicationReceived ref={receivedRef} copy={copy} confirmationTo={received.confirmationTo} onApplyAgain={hydrated ? applyAgain : undefined} />
      ) : (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-muted">
            {copy.requiredNote.before} <span aria-hidden="true" className="text-pulse">*</span>
            <span className="sr-only">{copy.requiredNote.mark}</span> {copy.requiredNote.after} {copy.privacyNote.before}{" "}
            <a href={copy.privacyNote.link.href} className="font-medium text-neon-strong underline underline-offset-4 hover:text-ink">
              {copy.privacyNote.link.label}
            </a>{" "}
            {copy.privacyNote.after}
          </p>
          <Button type="submit" disabled={pending} className="min-w-52 shrink-0">
            {pending ? (
              <>
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                {copy.pending}
              </>
            ) : (
              copy.submit
            )}
          </Button>
        </div>
      )}
    </form>
  );
}
