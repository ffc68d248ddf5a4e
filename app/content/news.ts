/** News (spec §3): list items; only ids 1 and 2 have a full article. */

export const articleIds = [1, 2] as const;
