/** The Why We Exist page `/mission` (docs/product.md#company-pages): its words are the mission document, app/content/mission.json. */

export type { ProblemCard, SolutionCard } from "./schemas/mission.ts";
