import { useId } from "react";
import { Link } from "react-router";
import { langOf } from "~/lib/fallback-language";
import type { InterfaceCopy } from "~/lib/page-copy";

export function Logo({
  name,
  words,
  className = "",
  onClick,
}: {
  /** The site's name (its settings). */
  name: string;
  /** The interface's words: where the logo leads, read after the name ("Genesis, home"). */
  words: Partial<Pick<InterfaceCopy, "logoHome">>;
  className?: string;
  onClick?: () => void;
}) {
  // The header and the footer both show the logo: each needs its own gradient id.
  const gradientId = `logo-mark${useId()}`;
  return (
    <Link
      to="/"
      onClick={onClick}
      className={`inline-flex items-center gap-2.5 rounded-lg text-white ${className}`}
    >
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" className="shrink-0">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7257ff" />
            <stop offset="1" stopColor="#22d3ee" />
          </linearGradient>
        </defs>
        <rect width="36" height="36" rx="11" fill={`url(#${gradientId})`} />
        <path
          d="M24.5 13a8 8 0 1 0 1.3 7.5H18"
          fill="none"
          stroke="#fff"
          strokeWidth="3.2"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-xl font-extrabold tracking-tight">{name}</span>
      {words.logoHome && (
        <span lang={langOf(words, "logoHome")} className="sr-only">
          {`, ${words.logoHome}`}
        </span>
      )}
    </Link>
  );
}
