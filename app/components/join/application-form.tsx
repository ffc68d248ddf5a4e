import { LoaderCircle } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { TextAreaField, SelectField, TextField } from "~/components/ui/form-field";
import { Button } from "~/components/ui/button";
import { joinForm } from "~/content/join";
import { apiRequest, describeApiError } from "~/lib/api";
import {
  applicationFields,
  divisionOptions,
  honeypotField,
  limits,
  newIdempotencyKey,
  validateApplication,
  type ApplicationField,
  type FieldErrors,
} from "~/lib/application";
import { toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";

/** What the no-JavaScript form post answered (rendered by the server). */
export type FormResult = { status: "invalid"; errors: FieldErrors; values: Record<ApplicationField, string> } | { status: "received" };

function firstInvalid(errors: FieldErrors): ApplicationField | undefined {
  return applicationFields.find((field) => errors[field]);
}

/** A 400 answer from the API carries field messages: show them beside their fields. */
function fieldErrorsFrom(error: unknown): FieldErrors | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^400: (\{.*\})$/s.exec(error.message);
  if (!match) return undefined;
  try {
    return (JSON.parse(match[1] ?? "") as { errors?: FieldErrors }).errors;
  } catch {
    return undefined;
  }
}

/**
 * The application form (spec §2 Join, §5, §7, §8). Without JavaScript it posts to the /join action;
 * with it, the same fields are checked with the same schema and sent to POST /api/contact.
 */
export function ApplicationForm({ idempotencyKey, result }: { idempotencyKey: string; result?: FormResult }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(result?.status === "invalid" ? result.errors : {});
  const [pending, setPending] = useState(false);
  const [key, setKey] = useState(idempotencyKey);
  const hydrated = useHydrated();
  const values = result?.status === "invalid" ? result.values : undefined;
  const invalidOnLoad = result?.status === "invalid" ? firstInvalid(result.errors) : undefined;


  function focusField(field: ApplicationField | undefined) {
    if (!field) return;
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
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
    try {
      const honeypot = read(honeypotField);
      await apiRequest("POST", "/api/contact", honeypot ? { ...payload, [honeypotField]: honeypot } : payload, {
        "Idempotency-Key": key,
      });
      // Clear every field (form.reset() would bring back values a no-JavaScript post rendered).
      for (const element of Array.from(form.elements)) {
        if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
          if (element.name && element.type !== "hidden") element.value = "";
        }
      }
      setKey(newIdempotencyKey());
      toast({ title: joinForm.successTitle, description: joinForm.successBody, variant: "success" });
    } catch (error) {
      const serverErrors = fieldErrorsFrom(error);
      if (serverErrors) {
        setErrors(serverErrors);
        focusField(firstInvalid(serverErrors));
      }
      toast({ title: joinForm.failureTitle, description: describeApiError(error) ?? joinForm.failureFallback, variant: "destructive" });
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
      aria-labelledby="apply-heading"
      aria-busy={pending}
      className="space-y-6"
    >
      {result?.status === "received" && (
        <div role="status" className="rounded-xl border border-ok/60 bg-ok/10 p-4">
          <p className="font-semibold text-ok">{joinForm.successTitle}</p>
          <p className="mt-1 text-sm text-ink">{joinForm.successBody}</p>
        </div>
      )}
      {result?.status === "invalid" && errorCount > 0 && (
        <div role="alert" className="rounded-xl border border-danger/70 bg-red-950/60 p-4 text-sm text-ink">
          Please correct {errorCount === 1 ? "1 field" : `${errorCount} fields`} below.
        </div>
      )}
      <input type="hidden" name="idempotencyKey" value={key} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          id="name"
          name="name"
          label="Full Name"
          required
          autoComplete="name"
          maxLength={limits.name}
          defaultValue={values?.name}
          error={errors.name}
          autoFocus={invalidOnLoad === "name"}
        />
        <TextField
          id="email"
          name="email"
          type="email"
          label="Email Address"
          required
          autoComplete="email"
          maxLength={limits.email}
          defaultValue={values?.email}
          error={errors.email}
          autoFocus={invalidOnLoad === "email"}
        />
        <TextField
          id="discord"
          name="discord"
          label="Discord"
          hint="Optional: your Discord username, if you'd like to talk there."
          maxLength={limits.discord}
          autoComplete="off"
          defaultValue={values?.discord}
          error={errors.discord}
          autoFocus={invalidOnLoad === "discord"}
        />
        <SelectField
          id="division"
          name="division"
          label="Division of Interest"
          required
          placeholder="Select a division"
          options={divisionOptions}
          defaultValue={values?.division ?? ""}
          error={errors.division}
          autoFocus={invalidOnLoad === "division"}
        />
      </div>
      <TextField
        id="portfolio"
        name="portfolio"
        type="url"
        label="Portfolio"
        hint="Optional: a link to your work, starting with https://"
        inputMode="url"
        autoComplete="url"
        maxLength={limits.portfolio}
        defaultValue={values?.portfolio}
        error={errors.portfolio}
        autoFocus={invalidOnLoad === "portfolio"}
      />
      <TextAreaField
        id="message"
        name="message"
        label="Tell Us Your Story"
        required
        hint="At least 10 characters: what you have built, and what you want to build with us."
        maxLength={limits.message}
        rows={6}
        defaultValue={values?.message}
        error={errors.message}
        autoFocus={invalidOnLoad === "message"}
      />
      {/* Bots fill every field; people never see this one. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={honeypotField}>Leave this field empty</label>
        <input id={honeypotField} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted">
          Fields marked <span aria-hidden="true" className="text-pulse">*</span>
          <span className="sr-only">with an asterisk</span> are required. {joinForm.privacyNote}
        </p>
        <Button type="submit" disabled={pending} className="min-w-52 shrink-0">
          {pending ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              {joinForm.pending}
            </>
          ) : (
            joinForm.submit
          )}
        </Button>
      </div>
    </form>
  );
}
