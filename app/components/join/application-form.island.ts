import type { DomIsland } from "~/islands/dom-island";
import { applicationRules } from "~/lib/contracts/application-rules";
import { enhancePublicForm } from "~/components/ui/public-form";

/**
 * The application form's island (the form is components/join/application-form.tsx): checks with the
 * application's plain rules and sends to POST /api/contact. It waits until the form comes near the
 * viewport; a visitor who sends it earlier gets the server's answer instead.
 */
const enhanceApplicationForm: DomIsland = (form) => enhancePublicForm(form, { endpoint: "/api/contact", rules: applicationRules });

export default enhanceApplicationForm;
