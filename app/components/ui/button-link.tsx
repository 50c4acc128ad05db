import { Link, type LinkProps } from "react-router";

const variants = {
  primary:
    "bg-brand-600 text-white shadow-[0_10px_30px_-10px_rgb(91_61_245/0.8)] hover:bg-brand-700",
  light: "bg-white text-ink-900 hover:bg-ink-100",
  outline: "border border-white/30 text-white hover:border-white hover:bg-white/10",
} as const;

export interface ButtonLinkProps extends LinkProps {
  variant?: keyof typeof variants;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant = "primary", className = "", ...props }: ButtonLinkProps) {
  return (
    <Link
      {...props}
      className={`inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold transition-colors ${variants[variant]} ${className}`}
    />
  );
}
