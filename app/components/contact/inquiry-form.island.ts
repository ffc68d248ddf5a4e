import type { DomIsland } from "~/islands/dom-island";
import { inquiryRules } from "~/lib/contracts/inquiry-rules";
import { enhancePublicForm } from "~/components/ui/public-form";

/**
 * The inquiry form's island (the form is components/contact/inquiry-form.tsx): checks with the inquiry's
 * plain rules and sends to POST /api/inquiries. It waits until the form comes near the viewport; a visitor
 * who sends it earlier gets the server's answer instead.
 */
const enhanceInquiryForm: DomIsland = (form) => enhancePublicForm(form, { endpoint: "/api/inquiries", rules: inquiryRules });

export default enhanceInquiryForm;
