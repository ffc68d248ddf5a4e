import { z } from "zod";
import { slugListSchema } from "./common.ts";

/** The icon names content may use (icons.ts); components/ui/icon.tsx maps each to an SVG. */
/** Everything icons.ts exports, as the build checks it (content-modules.ts). */
export const iconsContentSchema = z.strictObject({ iconKeys: slugListSchema });
