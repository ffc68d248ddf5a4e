import { createContext } from "react-router";
import type { SubmissionStore } from "../../server/submissions.ts";

/**
 * What the Express server hands to the app for one request. The same context object must be
 * used on both sides, so the server reads it from the build (entry.server re-exports it).
 */
export interface RequestServices {
  nonce: string;
  submissions: SubmissionStore;
}

export const requestServicesContext = createContext<RequestServices | null>(null);
