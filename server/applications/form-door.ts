import { Router, type RequestHandler } from "express";

/**
 * POST /join (docs/product.md#application-form-states), the door of the form without JavaScript: the gate
 * (server/http/write-gate.ts) has already checked the origin, counted the limit and read the body within
 * its cap; the page's action (app/routes/join.tsx) reads the form, hands it to the one function that
 * receives applications (receive.ts, through the request context) and renders its outcome into the page.
 * `render`: the nonce for the page's CSP, then React Router.
 */
export function applicationFormDoor(options: { render: RequestHandler[] }): Router {
  const router = Router();
  router.post("/join", ...options.render);
  return router;
}
