import { reactIsland } from "~/islands/react-island";
import { ApplicationForm } from "./application-form";

/**
 * A React island: the form works without JavaScript (it posts to /join), so it can wait until it
 * comes near the viewport; a visitor who submits earlier gets the server's answer instead.
 */
export default reactIsland("application-form", ApplicationForm, "visible");
