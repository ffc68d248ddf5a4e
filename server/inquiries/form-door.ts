import { Router, type RequestHandler } from "express";

/**
 * POST /contact, the door of the inquiry form without JavaScript, as /join's (server/applications/form-door.ts):
 * the gate has already checked the origin, counted the shared limit and read the body within its cap;
 * the page's action (app/routes/contact.tsx) reads the form, hands it to the one function that receives
 * inquiries (receive.ts, through the request context) and renders its outcome into the page.
 */
export function inquiryFormDoor(options: { render: RequestHandler[] }): Router {
  const router = Router();
  router.post("/contact", ...options.render);
  return router;
}
