// The public forms' island in the browser (the application form on /join, the inquiry form on /contact),
// without React or zod: it enhances the server's form in place (decision 032). The form works without it.
import { fieldErrorClasses } from "~/components/ui/form-field";
import { apiRequest, ApiError, describeApiError } from "~/lib/browser/api";
import { checkField, honeypotField, newIdempotencyKey, type FieldRule } from "~/lib/contracts/form-rules";
import { listen } from "~/lib/browser/listen";
import { notify } from "~/lib/browser/notices";

/** The words the island says in notices, from the form's `data-words` (the page's content). */
export interface PublicFormWords {
  successTitle: string;
  successBody: string;
  failureTitle: string;
  failureFallback: string;
}

export interface PublicFormOptions<F extends string> {
  /** The JSON door the form's fields are sent to (POST, with an Idempotency-Key). */
  endpoint: string;
  /** The fields in the form's order, each with the rules the browser checks before sending. */
  rules: Record<F, FieldRule>;
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

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What the island does, as the React form did before it: a field is checked when the visitor leaves it
 * (once it has something in it or an error to clear); sending checks every field, focuses the first
 * invalid one or sends the fill as JSON with one Idempotency-Key per fill (a retry sends the same one),
 * shows the pending state, then the received notice (focused, from the form's template) or the server's
 * messages and a notice. Typing again, or "send another", brings the button back. The server decides.
 */
export function enhancePublicForm<F extends string>(root: HTMLElement, { endpoint, rules }: PublicFormOptions<F>): () => void {
  if (!(root instanceof HTMLFormElement)) return () => {};
  const form = root;
  const words = JSON.parse(form.dataset.words ?? "{}") as PublicFormWords;
  const fields = Object.keys(rules) as F[];
  const submitArea = form.querySelector<HTMLElement>("[data-submit-area]");
  const button = submitArea?.querySelector<HTMLButtonElement>("button[type=submit]");
  const pendingTemplate = form.querySelector<HTMLTemplateElement>("template[data-pending]");
  const receivedTemplate = form.querySelector<HTMLTemplateElement>("template[data-received]");
  let pending = false;
  let key: string | null = null;

  const control = (field: string) => {
    const element = form.elements.namedItem(field);
    return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement ? element : null;
  };
  const hasError = (field: F) => control(field)?.getAttribute("aria-invalid") === "true";

  /** Writes or clears a field's message, wired to its control as the server renders it (form-field.tsx). */
  function showError(field: F, message: string | undefined) {
    const element = control(field);
    if (!element) return;
    const errorId = `${element.id}-error`;
    let line = form.querySelector<HTMLElement>(`[id="${errorId}"]`);
    if (message) {
      if (!line) {
        line = document.createElement("p");
        line.id = errorId;
        line.className = fieldErrorClasses;
        element.parentElement?.append(line);
      }
      line.textContent = message;
    } else {
      line?.remove();
    }
    element.setAttribute("aria-invalid", String(Boolean(message)));
    const hintId = `${element.id}-hint`;
    const describedBy = [form.querySelector(`[id="${hintId}"]`) ? hintId : "", message ? errorId : ""].filter(Boolean).join(" ");
    if (describedBy) element.setAttribute("aria-describedby", describedBy);
    else element.removeAttribute("aria-describedby");
  }

  /** Every field's message at once (the others cleared); focus on the first invalid field. */
  function showErrors(errors: Partial<Record<F, string>>) {
    for (const field of fields) showError(field, errors[field]);
    const first = fields.find((field) => errors[field]);
    if (first) control(first)?.focus();
  }

  const read = (formData: FormData, name: string) => String(formData.get(name) ?? "");

  function setPending(on: boolean) {
    pending = on;
    form.setAttribute("aria-busy", String(on));
    if (!button) return;
    button.disabled = on;
    if (on && pendingTemplate) {
      button.dataset.idle = button.innerHTML;
      button.replaceChildren(pendingTemplate.content.cloneNode(true));
    } else if (!on && button.dataset.idle !== undefined) {
      button.innerHTML = button.dataset.idle;
      delete button.dataset.idle;
    }
  }

  const receivedNotice = () => form.querySelector<HTMLElement>("[data-form-received]");

  /** Back to the form's button, the notice gone (typing again, or "send another"). */
  function dismissReceived() {
    receivedNotice()?.remove();
    if (submitArea) submitArea.hidden = false;
  }

  function showReceived(confirmationTo: string | undefined) {
    const notice = receivedTemplate?.content.firstElementChild?.cloneNode(true);
    if (!(notice instanceof HTMLElement) || !submitArea) return;
    const address = notice.querySelector("[data-confirmation-to]");
    if (confirmationTo && address) address.textContent = confirmationTo;
    else notice.querySelector("[data-confirmation]")?.remove();
    submitArea.before(notice);
    submitArea.hidden = true;
    // The notice replaces the button that had focus: take focus along, so it is read out.
    notice.focus();
  }

  /** Clears every field the visitor filled (form.reset() would bring back values a no-JavaScript post rendered). */
  function clearFields() {
    for (const element of Array.from(form.elements)) {
      if (
        (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) &&
        element.name &&
        element.type !== "hidden"
      ) {
        element.value = "";
      }
    }
  }

  function onFocusOut(event: FocusEvent) {
    // Leaving a field for the send button: sending checks every field. A message written now would move
    // the button away from under the pointer between its press and its release, and the click would be lost.
    if (event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === "submit") return;
    const target = event.target as Control;
    const field = target.name as F;
    if (!fields.includes(field) || (target.value === "" && !hasError(field))) return;
    showError(field, checkField(rules[field], target.value));
  }

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (pending) return;
    // A no-JavaScript answer's summary counts errors this island now keeps up to date beside the fields.
    form.querySelector("[data-form-summary]")?.remove();
    const formData = new FormData(form);
    const payload = Object.fromEntries(fields.map((field) => [field, read(formData, field)])) as Record<F, string>;
    const errors: Partial<Record<F, string>> = {};
    for (const field of fields) {
      const message = checkField(rules[field], payload[field]);
      if (message) errors[field] = message;
    }
    showErrors(errors);
    if (Object.keys(errors).length) return;
    setPending(true);
    // One key per fill: a retry after a failure sends the same one, so it can never store twice.
    key ??= newIdempotencyKey();
    try {
      const honeypot = read(formData, honeypotField);
      const response = await apiRequest("POST", endpoint, honeypot ? { ...payload, [honeypotField]: honeypot } : payload, { "Idempotency-Key": key });
      const confirmationTo = (await sendsConfirmation(response)) ? (payload as Record<string, string>).email?.trim() : undefined;
      clearFields();
      key = null;
      setPending(false);
      showReceived(confirmationTo);
      notify({ title: words.successTitle, description: words.successBody, variant: "success" });
    } catch (error) {
      setPending(false);
      const serverErrors = error instanceof ApiError && error.status === 400 ? (error.fieldErrors as Partial<Record<F, string>> | undefined) : undefined;
      if (serverErrors) showErrors(serverErrors);
      notify({ title: words.failureTitle, description: describeApiError(error) ?? words.failureFallback, variant: "destructive" });
    }
  }

  function onClick(event: MouseEvent) {
    if (!(event.target instanceof Element) || !event.target.closest("[data-form-again]")) return;
    event.preventDefault();
    dismissReceived();
    control(fields[0]!)?.focus();
  }

  function onInput() {
    if (receivedNotice()) dismissReceived();
  }

  const stops = [listen(form, "focusout", onFocusOut), listen(form, "submit", onSubmit), listen(form, "click", onClick), listen(form, "input", onInput)];
  return () => stops.forEach((stop) => stop());
}
