import { useLocation } from "react-router";
import { shareCopy } from "~/content/project-details";
import { usePublicConfig } from "~/lib/use-public-config";
import { SocialIcon } from "../../ui/social-icon";

/** LinkedIn, X and Facebook share links for the current page, opening in a new tab. */
export function ShareLinks({
  title,
  tone = "light",
  className = "",
}: {
  title: string;
  tone?: "light" | "dark";
  className?: string;
}) {
  const { siteUrl } = usePublicConfig();
  const { pathname } = useLocation();
  const url = `${siteUrl}${pathname}`;
  const linkClass =
    tone === "dark"
      ? "border-white/15 text-white hover:border-accent-400 hover:text-accent-300"
      : "border-ink-200 text-ink-700 hover:border-brand-600 hover:bg-brand-600 hover:text-white";
  return (
    <ul className={`flex gap-2 ${className}`}>
      {shareCopy.networks.map((n) => (
        <li key={n.network}>
          <a
            href={n.href(url, title)}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex size-10 items-center justify-center rounded-full border transition-colors ${linkClass}`}
          >
            <SocialIcon network={n.network} />
            <span className="sr-only">
              {n.label} {shareCopy.newTab}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
