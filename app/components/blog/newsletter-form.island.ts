import type { DomIsland } from "~/islands/dom-island";
import { ApiError, apiRequest } from "~/lib/browser/api";
import { listen } from "~/lib/browser/listen";
import { notify } from "~/lib/browser/notices";
import { emailPattern, honeypotField } from "~/lib/contracts/form-rules";

/** An address the server accepts too (server/subscriptions/receive.ts): the forms' own pattern, at most 254 characters. */
export function isEmailAddress(value: string): boolean {
  const address = value.trim();
  return address.length <= 254 && emailPattern.test(address);
}

interface Messages {
  invalidMessage: string;
  invalidNoticeTitle: string;
  sentTitle: string;
  sentBody: string;
  retryTitle: string;
  retryBody: string;
}

/**
 * Subscribe checks the address and shows the problem beside the field; a plausible one is posted to
 * /api/newsletter, and the answer (always "check your inbox", whatever the address's state) shows in the
 * box's status line and as a notice. Without this the form posts itself (newsletter-form.tsx).
 */
const enhanceNewsletterForm: DomIsland = (form) => {
  const messages = JSON.parse(form.dataset.messages ?? "{}") as Messages;
  const input = form.querySelector<HTMLInputElement>("input[type=email]");
  const honeypot = form.querySelector<HTMLInputElement>(`input[name=${honeypotField}]`);
  const error = form.querySelector<HTMLElement>("#newsletter-email-error");
  const outcome = form.querySelector<HTMLElement>("#newsletter-outcome");
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!(form instanceof HTMLFormElement) || !input || !error || !outcome || !submit) return;
  // The island's own messages replace the browser's bubbles.
  form.noValidate = true;

  const showError = (message: string | null) => {
    error.textContent = message ?? "";
    error.hidden = message === null;
    if (message === null) input.removeAttribute("aria-invalid");
    else input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", message === null ? "newsletter-note" : "newsletter-email-error newsletter-note");
  };
  const showOutcome = (title: string, body: string) => {
    const heading = document.createElement("p");
    heading.className = "font-semibold text-ink";
    heading.textContent = title;
    const text = document.createElement("p");
    text.className = "text-sm text-muted";
    text.textContent = body;
    outcome.replaceChildren(heading, text);
  };
  let sending = false;
  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!isEmailAddress(input.value)) {
      showError(messages.invalidMessage);
      input.focus();
      notify({ title: messages.invalidNoticeTitle, description: messages.invalidMessage, variant: "destructive" });
      return;
    }
    showError(null);
    sending = true;
    submit.disabled = true;
    try {
      const trap = honeypot?.value ?? "";
      await apiRequest("POST", "/api/newsletter", { email: input.value.trim(), ...(trap ? { [honeypotField]: trap } : {}) });
      showOutcome(messages.sentTitle, messages.sentBody);
      notify({ title: messages.sentTitle, description: messages.sentBody, variant: "success" });
      input.value = "";
    } catch (failure) {
      // The server's own check said no (it tests one plain mailbox, which the pattern alone does not).
      if (failure instanceof ApiError && failure.status === 400) {
        showError(messages.invalidMessage);
        input.focus();
        return;
      }
      showOutcome(messages.retryTitle, messages.retryBody);
      notify({ title: messages.retryTitle, description: messages.retryBody, variant: "destructive" });
    } finally {
      sending = false;
      submit.disabled = false;
    }
  };
  const onInput = () => {
    if (input.hasAttribute("aria-invalid")) showError(null);
  };
  const stops = [listen(form, "submit", (event) => void onSubmit(event as SubmitEvent)), listen(input, "input", onInput)];
  return () => stops.forEach((stop) => stop());
};

export default enhanceNewsletterForm;
