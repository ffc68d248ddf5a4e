/** A link as content: what it says and where it goes (a path of this site, mailto: or another site). */
export interface LinkItem {
  label: string;
  href: string;
}
