import { createContext } from "react-router";
import type { AdminServices } from "./admin-services.ts";
import type { MediaUpload } from "./media-services.ts";
import type { ReceiveApplication } from "./application-outcome.ts";
import type { ReceiveInquiry } from "./inquiry-outcome.ts";

/**
 * What the Express server hands to the app for one request. The same context object must be
 * used on both sides, so the server reads it from the build (entry.server re-exports it).
 */
export interface RequestServices {
  nonce: string;
  /** The one way in for an application (server/applications/receive.ts). */
  receiveApplication: ReceiveApplication;
  /** The one way in for a project inquiry (server/inquiries/receive.ts); the server always sets it, a test of the team's pages need not. */
  receiveInquiry?: ReceiveInquiry;
  /**
   * On the public forms' posts without JavaScript only (/join, /contact): the seconds this client must
   * wait, when it is over the forms' limit (server/rate-limit.ts). The page then says so and stores nothing.
   */
  formWait?: number;
  /** Under /admin only: the signed-in team member's services (server/admin/admin-services.ts). */
  admin?: AdminServices;
  /**
   * Under /admin only, for a post: its form's fields, read once by the server for the CSRF check
   * (server/admin/form-body.ts); the route's action reads these rather than parsing the body again.
   */
  adminForm?: URLSearchParams;
  /** Under /admin only, for a multipart post (the media page's upload): its files, read with the fields. */
  adminFiles?: ReadonlyMap<string, MediaUpload>;
  /**
   * The server's log for a fault inside a route (entry.server's `handleError`): one JSON line of the
   * fields given (app/lib/contracts/fault-summary.ts, never an error's message).
   */
  logFault?: (message: string, fields: Record<string, unknown>) => void;
}

export const requestServicesContext = createContext<RequestServices | null>(null);
