import type { AnchorHTMLAttributes, ReactNode } from "react";

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  href: string;
  children: ReactNode;
}

/** A link that knows where it goes: pages of this site and mailto: open in place, other sites in a new tab (and say so). */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  const external = /^https?:/.test(href);
  return (
    <a href={href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...rest}>
      {children}
      {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}
