import { prefersReducedMotion } from "~/lib/motion";
import { speculationRulesText } from "~/lib/speculation-rules";

/**
 * Instant navigation without a client router: the speculation rules (lib/speculation-rules.ts) go in
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
