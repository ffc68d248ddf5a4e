import { LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/form-field";
import type { ContactInquiryCopy } from "~/content/contact";
import { apiRequest, ApiError, describeApiError } from "~/lib/browser/api";
import { honeypotField, newIdempotencyKey } from "~/lib/contracts/application";
import { inquiryFields, inquiryLimits, validateInquiry, wishedStarts, type InquiryField, type InquiryFieldErrors } from "~/lib/contracts/inquiry";
import type { InquiryTopicOption } from "~/lib/contracts/inquiry-topics";
import { notify } from "~/lib/browser/notices";
import { useHydrated } from "~/lib/browser/use-hydrated";
import { InquiryReceived } from "./inquiry-received";

/** The form's words, with the promised response time already filled in (the page's loader). */
export type InquiryFormCopy = ContactInquiryCopy;

/** What the no-JavaScript form post answered (rendered by the server). */
export type InquiryFormResult = { status: "invalid"; errors: InquiryFieldErrors; values: Record<InquiryField, string> } | { status: "received" };

export interface InquiryFormProps {
  copy: InquiryFormCopy;
  /** The topic field's choices: the services and divisions as their documents name them, then "Not sure yet". */
  topicOptions: InquiryTopicOption[];
  /** The topic the link that opened the page chose (`?service=web`), preselected; "" for none. */
  topic: string;
  result?: InquiryFormResult;
}

function firstInvalid(errors: InquiryFieldErrors): InquiryField | undefined {
  return inquiryFields.find((field) => errors[field]);
}

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
 * The project inquiry form on /contact, a React island shaped like the application form
 * (components/join/application-form.tsx). Without JavaScript it posts to the /contact action; once
 * hydrated, the same fields are checked with the same schema (app/lib/contracts/inquiry.ts) and sent to
 * POST /api/inquiries with an Idempotency-Key that stays the same for retries of one fill.
 */
export function InquiryForm({ copy, topicOptions, topic, result }: InquiryFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<InquiryFieldErrors>(result?.status === "invalid" ? result.errors : {});
  const [pending, setPending] = useState(false);
  // The server-rendered received state needs no focus move: the browser focuses the fragment target.
  const [received, setReceived] = useState<{ confirmationTo?: string; focus: boolean } | null>(result?.status === "received" ? { focus: false } : null);
  const receivedRef = useRef<HTMLElement>(null);
  const key = useRef<string | null>(null);
  const hydrated = useHydrated();
  const values = result?.status === "invalid" ? result.values : undefined;
  const invalidOnLoad = result?.status === "invalid" ? firstInvalid(result.errors) : undefined;

  function focusField(field: InquiryField | undefined) {
    if (!field) return;
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  }

  // The confirmation replaces the button that had focus: take focus along, so it is read out.
  useEffect(() => {
    if (received?.focus) receivedRef.current?.focus();
  }, [received]);

  function sendAnother() {
    setReceived(null);
    focusField(inquiryFields[0]);
  }

  /** Inline validation: a field is checked when the visitor leaves it, once it has something in it or an error to clear. */
  function checkField(field: InquiryField) {
    const form = formRef.current;
    if (!form) return;
    const formData = new FormData(form);
    const value = String(formData.get(field) ?? "");
    if (value === "" && !errors[field]) return;
    const checked = validateInquiry(Object.fromEntries(inquiryFields.map((name) => [name, String(formData.get(name) ?? "")])));
    const message = checked.ok ? undefined : checked.errors[field];
    setErrors((current) => {
      const next = { ...current };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const formData = new FormData(form);
    const read = (name: string) => String(formData.get(name) ?? "");
    const payload = Object.fromEntries(inquiryFields.map((field) => [field, read(field)])) as Record<InquiryField, string>;
    const checked = validateInquiry(payload);
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
      const response = await apiRequest("POST", "/api/inquiries", honeypot ? { ...payload, [honeypotField]: honeypot } : payload, {
        "Idempotency-Key": key.current,
      });
      const confirmationTo = (await sendsConfirmation(response)) ? checked.data.email : undefined;
      clearFields(form);
      key.current = null;
      setReceived({ confirmationTo, focus: true });
      notify({ title: copy.successTitle, description: copy.successBody, variant: "success" });
    } catch (error) {
      const serverErrors = error instanceof ApiError && error.status === 400 ? (error.fieldErrors as InquiryFieldErrors | undefined) : undefined;
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
  const { fields } = copy;
  /** What every field shares: its id and name, words, the value a no-JavaScript post sent back, and its error. */
  const common = (field: InquiryField, required: boolean) => ({
    id: `inquiry-${field}`,
    name: field,
    label: required ? fields[field].label : `${fields[field].label} ${copy.optionalMark}`,
    required,
    hint: fields[field].hint,
    error: errors[field],
    autoFocus: invalidOnLoad === field,
    onBlur: hydrated ? () => checkField(field) : undefined,
  });
  const notChosen = copy.notChosen;
  const groupLabels = { Services: copy.topicGroups.services, Divisions: copy.topicGroups.divisions, Other: copy.topicGroups.other };

  return (
    <form
      ref={formRef}
      method="post"
      // No fragment: a page that lands on one skips autofocus, and the first invalid field must get focus.
      action="/contact"
      noValidate
      onSubmit={hydrated ? handleSubmit : undefined}
      // Typing again starts a new inquiry: the button comes back.
      onInput={received ? () => setReceived(null) : undefined}
      aria-labelledby="start-heading"
      aria-busy={pending}
      className="space-y-6"
    >
      {result?.status === "invalid" && errorCount > 0 && (
        <div role="alert" className="rounded-xl border border-danger/70 bg-red-950/60 p-4 text-sm text-ink">
          {errorCount === 1 ? copy.correctFields.one : copy.correctFields.other.replace("{count}", String(errorCount))}
        </div>
      )}
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...common("name", true)} defaultValue={values?.name} autoComplete="name" maxLength={inquiryLimits.name} />
        <TextField {...common("email", true)} defaultValue={values?.email} type="email" autoComplete="email" maxLength={inquiryLimits.email} />
        <TextField {...common("company", false)} defaultValue={values?.company} autoComplete="organization" maxLength={inquiryLimits.company} />
        <SelectField
          {...common("topic", true)}
          defaultValue={values?.topic ?? topic}
          placeholder={fields.topic.placeholder ?? ""}
          options={topicOptions.map((option) => ({ value: option.value, label: option.label, group: groupLabels[option.group] }))}
        />
        <SelectField
          {...common("budget", false)}
          defaultValue={values?.budget ?? ""}
          placeholder={notChosen}
          options={copy.budgetRanges.map((range) => ({ value: range.id, label: range.label }))}
        />
        <SelectField
          {...common("wishedStart", false)}
          defaultValue={values?.wishedStart ?? ""}
          placeholder={notChosen}
          options={wishedStarts.map((id) => ({ value: id, label: copy.wishedStarts[id] }))}
        />
        <div className="sm:col-span-2">
          <TextAreaField {...common("description", true)} defaultValue={values?.description} maxLength={inquiryLimits.description} rows={6} />
        </div>
        <div className="sm:col-span-2">
          <TextField
            {...common("link", false)}
            defaultValue={values?.link}
            type="url"
            inputMode="url"
            placeholder={fields.link.placeholder}
            maxLength={inquiryLimits.link}
          />
        </div>
      </div>
      {/* Bots fill every field; people never see this one. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`inquiry-${honeypotField}`}>Leave this field empty</label>
        <input id={`inquiry-${honeypotField}`} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <p className="text-sm text-muted">
        {copy.privacyNote.before}{" "}
        <a href={copy.privacyNote.link.href} className="font-medium text-neon-strong underline underline-offset-4 hover:text-ink">
          {copy.privacyNote.link.label}
        </a>{" "}
        {copy.privacyNote.after}
      </p>
      {received ? (
        <InquiryReceived ref={receivedRef} copy={copy} confirmationTo={received.confirmationTo} onSendAnother={hydrated ? sendAnother : undefined} />
      ) : (
        <div className="flex justify-end">
          <Button type="submit" disabled={pending} className="w-full min-w-52 sm:w-auto">
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
