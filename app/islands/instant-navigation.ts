import { prefersReducedMotion } from "~/lib/browser/motion";
import { speculationRulesText } from "~/lib/pages/speculation-rules";

/**
 * Instant navigation without a client router: the speculation rules (lib/pages/speculation-rules.ts) go in
 * unless the visitor prefers reduced motion (as the cross-document view transitions in app.css do);
 * browsers without support simply navigate.
 */
export function startInstantNavigation() {
  if (prefersReducedMotion()) return;
  if (typeof HTMLScriptElement.supports !== "function" || !HTMLScriptElement.supports("speculationrules")) return;
  const script = document.createElement("script");
  script.type = "speculationrules";
  script.textContent = speculationRulesText;
  document.head.append(script);
}
