import type { ButtonHTMLAttributes, ReactNode } from "react";
import { SmartLink } from "./smart-link";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold tracking-wide transition-colors disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-neon text-void hover:bg-neon-strong",
  secondary: "border border-neon/60 text-neon-strong hover:bg-neon/10",
  ghost: "text-ink hover:bg-white/5",
  danger: "bg-danger text-void hover:bg-red-300",
};

export function buttonClasses(variant: ButtonVariant = "primary", extra = ""): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClasses(variant, className)} {...rest} />;
}

export function ButtonLink({
  href,
  variant = "primary",
  className = "",
  children,
}: {
  href: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  return (
    <SmartLink href={href} className={buttonClasses(variant, className)}>
      {children}
    </SmartLink>
  );
}
