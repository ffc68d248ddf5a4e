import type { DomIsland } from "~/islands/dom-island";
import { notify } from "~/lib/browser/notices";
import { listen } from "~/lib/browser/listen";

/** A plausible address: something@domain.tld, no spaces. The form sends nothing either way. */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

interface Messages {
  invalidMessage: string;
  invalidNoticeTitle: string;
  notLaunchedTitle: string;
  notLaunchedBody: string;
}

/** Subscribe checks the address, shows the problem beside the field, and says honestly that nothing was sent. */
const enhanceNewsletterForm: DomIsland = (form) => {
  const messages = JSON.parse(form.dataset.messages ?? "{}") as Messages;
  const input = form.querySelector<HTMLInputElement>("input[type=email]");
  const error = form.querySelector<HTMLElement>("#newsletter-email-error");
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!input || !error || !submit) return;

  const showError = (message: string | null) => {
    error.textContent = message ?? "";
    error.hidden = message === null;
    if (message === null) input.removeAttribute("aria-invalid");
    else input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", message === null ? "newsletter-note" : "newsletter-email-error newsletter-note");
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!isEmailAddress(input.value)) {
      showError(messages.invalidMessage);
      input.focus();
      notify({ title: messages.invalidNoticeTitle, description: messages.invalidMessage, variant: "destructive" });
      return;
    }
    showError(null);
    notify({ title: messages.notLaunchedTitle, description: messages.notLaunchedBody });
  };
  const onInput = () => {
    if (input.hasAttribute("aria-invalid")) showError(null);
  };
  const stops = [listen(form, "submit", onSubmit), listen(input, "input", onInput)];
  submit.disabled = false;
  return () => stops.forEach((stop) => stop());
};

export default enhanceNewsletterForm;
