import { reactIsland, type ReactIsland } from "~/islands/react-island";
import { InquiryForm, type InquiryFormProps } from "./inquiry-form";

/**
 * A React island: the form works without JavaScript (it posts to /contact), so it can wait until it comes
 * near the viewport; a visitor who sends it earlier gets the server's answer instead. Its topic comes
 * preselected in its props, from the prerendered state of the page the link chose (decision 026).
 */
// Its type written out: the registry derives the island names from its own entries, this one included.
const inquiryFormIsland: ReactIsland<InquiryFormProps> = reactIsland("inquiry-form", InquiryForm, "visible");
export default inquiryFormIsland;
