/** A link as content, what it says and where it goes: the schema in schemas/common.ts. */
export type { LinkItem } from "./schemas/common.ts";
