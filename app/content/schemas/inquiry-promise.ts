import { z } from "zod";

/** Everything inquiry-promise.ts exports, as the build checks it (content-modules.ts). */
export const inquiryPromiseContentSchema = z.strictObject({
  inquiryPromise: z.object({ responseTimeHours: z.int().min(1).max(168) }),
});
