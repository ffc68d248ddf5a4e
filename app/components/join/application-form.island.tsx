import { reactIsland, type ReactIsland } from "~/islands/react-island";
import { ApplicationForm, type ApplicationFormProps } from "./application-form";

/**
 * A React island: the form works without JavaScript (it posts to /join), so it can wait until it
 * comes near the viewport; a visitor who submits earlier gets the server's answer instead.
 */
// Its type written out: the registry derives the island names from its own entries, this one included,
// and an inferred type here would make that derivation circular.
const applicationFormIsland: ReactIsland<ApplicationFormProps> = reactIsland("application-form", ApplicationForm, "visible");
export default applicationFormIsland;
