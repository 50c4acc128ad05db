import { shareNetworks } from "~/content/project-details";
import { langOf } from "~/lib/fallback-language";
import type { InterfaceCopy } from "~/lib/page-copy";
import { SOCIAL_NETWORK_NAMES, SocialIcon } from "../../ui/social-icon";
import { Words } from "~/components/ui/words";

/**
 * LinkedIn, X and Facebook share links for a page (its full address), opening
 * in a new tab. No hooks: the blog's article footer, a static island, renders
 * it, so its words come from the page (the interface's, in its language).
 */
export function ShareLinks({
  url,
  title,
  words,
  tone = "light",
  className = "",
}: {
  url: string;
  title: string;
  words: Partial<Pick<InterfaceCopy, "shareOn" | "newTab">>;
  tone?: "light" | "dark";
  className?: string;
}) {
  const linkClass =
    tone === "dark"
      ? "border-white/15 text-white hover:border-accent-400 hover:text-accent-300"
      : "border-ink-200 text-ink-700 hover:border-brand-600 hover:bg-brand-600 hover:text-white";
  return (
    <ul className={`flex gap-2 ${className}`}>
      {shareNetworks.map((n) => (
        <li key={n.network}>
          <a
            href={n.href(url, title)}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex size-10 items-center justify-center rounded-full border transition-colors ${linkClass}`}
          >
            <SocialIcon network={n.network} />
            <span className="sr-only">
              <span lang={langOf(words, "shareOn")}>
                {words.shareOn?.replace("{network}", SOCIAL_NETWORK_NAMES[n.network])}
              </span>{" "}
              <Words as="span" of={words} name="newTab" />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
