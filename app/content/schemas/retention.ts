import { z } from "zod";

/** How long Vesper keeps what it holds about applicants (retention.ts, docs/product.md#retention). */
/** Everything retention.ts exports, as the build checks it (content-modules.ts). */
export const retentionContentSchema = z.strictObject({
  retentionPeriods: z.object({
    decidedApplicationMonths: z.int().min(1).max(120),
    undecidedApplicationMonths: z.int().min(1).max(120),
    inquiryMonths: z.int().min(1).max(120),
    auditLogMonths: z.int().min(1).max(120),
    rateLimitWindowMinutes: z.int().min(1).max(1440),
    emailMonths: z.int().min(1).max(120),
    backupDays: z.int().min(1).max(3650),
  }),
});
