import { Link } from "react-router";
import { site } from "~/content/site";

export function Logo({ className = "" }: { className?: string }) {
  return (
    <Link to="/" className={`inline-flex items-center gap-2.5 text-white ${className}`}>
      <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true">
        <defs>
          <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7257ff" />
            <stop offset="1" stopColor="#22d3ee" />
          </linearGradient>
        </defs>
        <rect width="34" height="34" rx="10" fill="url(#logo-g)" />
        <path
          d="M23 12.5a7.5 7.5 0 1 0 1.2 7H17"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-xl font-extrabold tracking-tight">{site.name}</span>
      <span className="sr-only">, home</span>
    </Link>
  );
}
