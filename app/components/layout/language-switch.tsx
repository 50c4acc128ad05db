import * as lucide from "lucide";
import { useLocation, useMatches, useRouteLoaderData } from "react-router";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { useInterfaceWords } from "~/lib/interface-words";
import { pathIn, type PageLanguage } from "~/lib/page-language";
import { routeSeo } from "~/lib/seo";

const Globe = lucideIcon(lucide.Languages);

/**
 * The page in the site's other published languages (decision 049): for each,
 * where this page is in it and its own name. A project's or a post's page is
 * in the languages it is translated into, at its slug there; in another, the
 * link leads to that language's home. Nothing where the site publishes one
 * language.
 */
export function useLanguageLinks(): { code: string; name: string; href: string }[] {
  const data = useRouteLoaderData("root") as
    { language: PageLanguage; languages: PageLanguage[] } | undefined;
  const { pathname } = useLocation();
  const seo = routeSeo(useMatches());
  return (data?.languages ?? [])
    .filter((other) => other.code !== data?.language.code)
    .map((other) => ({
      code: other.code,
      name: other.name,
      href: pathIn(
        other,
        seo?.type === "article"
          ? (seo.alternates?.find((at) => at.code === other.code)?.path ?? "/")
          : pathname,
      ),
    }));
}

/**
 * A language's link: a plain one, followed as a document navigation (the
 * other language is another basename), never a client one; named in the
 * language's own words and marked with its `lang` and `hreflang`. Never a
 * redirect by the browser's languages: the visitor chooses.
 */
export function LanguageLink({
  link,
  className,
}: {
  link: { code: string; name: string; href: string };
  className: string;
}) {
  return (
    <a href={link.href} hrefLang={link.code} lang={link.code} className={className}>
      {link.name}
    </a>
  );
}

/** The phone menu's language switch: the other languages' links, under its name. */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const links = useLanguageLinks();
  const words = useInterfaceWords();
  if (links.length === 0) return null;
  return (
    <nav aria-label={words.languageMenu} className={className}>
      <ul className="flex flex-wrap items-center gap-x-4">
        <li aria-hidden="true" className="text-white/60">
          <Globe className="size-4" />
        </li>
        {links.map((link) => (
          <li key={link.code}>
            <LanguageLink
              link={link}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-white/85 underline-offset-4 hover:text-white hover:underline"
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
