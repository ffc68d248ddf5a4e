import { SelectField, TextAreaField, TextField } from "~/components/ui/form-field";
import { PublicFormActions } from "~/components/ui/public-form-actions";
import type { PublicFormWords } from "~/components/ui/public-form";
import type { ContactInquiryCopy } from "~/content/contact";
import { islandAttributes } from "~/islands/dom-island";
import { honeypotField } from "~/lib/contracts/form-rules";
import { inquiryFields, inquiryLimits, wishedStarts, type InquiryField, type InquiryFieldErrors } from "~/lib/contracts/inquiry-rules";
import type { InquiryTopicOption } from "~/lib/contracts/inquiry-topics";
import { InquiryReceived } from "./inquiry-received";

/** The form's words, with the promised response time already filled in (the page's loader). */
export type InquiryFormCopy = ContactInquiryCopy;

/** What the no-JavaScript form post answered (rendered by the server). */
export type InquiryFormResult =
  | { status: "invalid"; errors: InquiryFieldErrors; values: Record<InquiryField, string> }
  /** Over the forms' limit: nothing was stored; send again after `seconds`. */
  | { status: "wait"; seconds: number; values: Record<InquiryField, string> }
  | { status: "received" };

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

/**
 * The project inquiry form on /contact, shaped like the application form (components/join/application-form.tsx)
 * and rendered on the server only. Without JavaScript it posts to the /contact action and the page answers
 * with its errors or its received state; its island (inquiry-form.island.ts, no React) checks the same
 * fields with the inquiry's rules (app/lib/contracts/inquiry-rules.ts) and sends them to POST /api/inquiries.
 */
export function InquiryForm({ copy, topicOptions, topic, result }: InquiryFormProps) {
  const errors: InquiryFieldErrors = result?.status === "invalid" ? result.errors : {};
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
  });
  const notChosen = copy.notChosen;
  const groupLabels = { Services: copy.topicGroups.services, Divisions: copy.topicGroups.divisions, Other: copy.topicGroups.other };

  return (
    <form
      {...islandAttributes("inquiry-form", "visible")}
      data-words={JSON.stringify(words)}
      method="post"
      // No fragment: a page that lands on one skips autofocus, and the first invalid field must get focus.
      action="/contact"
      noValidate
      aria-labelledby="start-heading"
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
      {received && <InquiryReceived copy={copy} />}
      <PublicFormActions
        hidden={received}
        submit={copy.submit}
        pending={copy.pending}
        received={<InquiryReceived copy={copy} confirmationTo="" />}
        className="flex justify-end"
        buttonClassName="w-full min-w-52 sm:w-auto"
      />
    </form>
  );
}
