/**
 * Splits an achievement such as "10K+ assets protected" into its big figure ("10K+") and its label
 * ("assets protected"): the first word is the figure, the rest is the label (docs/product.md#division-page).
 */
export function splitAchievement(achievement: string): { figure: string; label: string } {
  const trimmed = achievement.trim();
  const space = trimmed.search(/\s/);
  if (space === -1) return { figure: trimmed, label: "" };
  return { figure: trimmed.slice(0, space), label: trimmed.slice(space + 1).trim() };
}
