/** The Team page `/team`, linked from the footer, About, Mission and home: its words are the team document, app/content/team.json. */

export type { DivisionHiring, TeamRole } from "./schemas/team.ts";
