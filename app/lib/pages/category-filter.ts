/** The rules of the in-page category filters (blog, news), shared by the server HTML and their island. */

/** The items of one category, or all of them when `category` is null. */
export function filterByCategory<T extends { category: string }>(items: readonly T[], category: string | null): T[] {
  return category === null ? [...items] : items.filter((item) => item.category === category);
}

/** How many items each category holds, in the order of `categories` (the news buttons show counts). */
export function countByCategory(items: readonly { category: string }[], categories: readonly string[]): Record<string, number> {
  return Object.fromEntries(categories.map((category) => [category, items.filter((item) => item.category === category).length]));
}

/** "Showing 2 stories in Security": fills {count}, {noun} and {category} in a content template. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** The templates a filter's status line is written from. */
export interface FilterStatusCopy {
  showingAll: string;
  showingCategory: string;
  countNoun: string;
  countNounOne: string;
}

/** The status line under the filter buttons for `count` visible items of `category` (null: all). */
export function filterStatus(copy: FilterStatusCopy, category: string | null, count: number): string {
  return category === null
    ? fillTemplate(copy.showingAll, { count })
    : fillTemplate(copy.showingCategory, { count, noun: count === 1 ? copy.countNounOne : copy.countNoun, category });
}
