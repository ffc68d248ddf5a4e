/**
 * The founder and CEO (docs/product.md#founder): the founder document, app/content/founder.json. Shown
 * on /founder (canonical) and /leadership, and introduced on /about, /story and /team.
 */

export type {
  Achievement,
  AchievementColor,
  AiTier,
  Expertise,
  FavoriteProject,
  FounderProfile,
  FounderStat,
  Principle,
  StorySection,
} from "./schemas/founder.ts";
