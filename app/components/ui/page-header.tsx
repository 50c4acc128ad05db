import { Link, useLocation } from "react-router";
import type { Crumb } from "~/content/site";
import { langOf } from "~/lib/fallback-language";
import { useInterfaceWords } from "~/lib/interface-words";
import type { PageHeaderCopy } from "~/lib/page-copy";
import { canonicalPath } from "~/lib/seo";
import { usePublicConfig } from "~/lib/use-public-config";
import { StructuredData } from "./structured-data";
import type { WordKeys } from "./words";

/** The dark band at the top of every inner page: the page's h1 and its breadcrumb. */
export function PageHeader({
  heading,
  headingLang,
  breadcrumb,
}: {
  heading: string;
  /** The heading's language where it is not the page's (app/lib/fallback-language.ts). */
  headingLang?: string;
  breadcrumb: Crumb[];
}) {
  const { siteUrl } = usePublicConfig();
  const words = useInterfaceWords();
  const here = `${siteUrl}${canonicalPath(useLocation().pathname)}`;
  return (
    <section className="bg-hero text-white">
      <StructuredData
        data={{
          "@type": "BreadcrumbList",
          itemListElement: breadcrumb.map((crumb, i) => ({
            "@type": "ListItem",
            position: i + 1,
            name: crumb.label,
            item: crumb.link ? `${siteUrl}${crumb.link}` : here,
          })),
        }}
      />
      <div className="container-site pt-36 pb-16 md:pt-44 md:pb-24">
        <h1 lang={headingLang} className="text-4xl font-extrabold tracking-tight md:text-6xl">
          {heading}
        </h1>
        <nav
          aria-label={words.breadcrumbNav ?? "Breadcrumb"}
          lang={langOf(words, "breadcrumbNav")}
          className="mt-5"
        >
          <ol className="flex flex-wrap items-center gap-2 text-sm text-ink-200">
            {breadcrumb.map((crumb, i) => (
              <li key={`${crumb.label}-${i}`} className="flex items-center gap-2">
                {i > 0 && (
                  <span aria-hidden="true" className="text-ink-500">
                    /
                  </span>
                )}
                {crumb.link ? (
                  <Link to={crumb.link} lang={crumb.lang} className="hover:text-white">
                    {crumb.label}
                  </Link>
                ) : (
                  <span
                    aria-current="page"
                    lang={crumb.lang}
                    className="font-semibold text-accent-300"
                  >
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </section>
  );
}

/** A step of the breadcrumb named by one of the page's words (no link: the page itself). */
export function crumbOf<T extends object>(words: T, key: WordKeys<T>, link = ""): Crumb {
  return { label: String(words[key] ?? ""), link, lang: langOf(words, key) };
}

/**
 * An inner page's header in the words of its document: its heading, a
 * breadcrumb home and to itself. Beside PageHeader, so the pages that use it
 * load no file more.
 */
export function CopyPageHeader({
  copy,
}: {
  copy: Pick<PageHeaderCopy, "heading" | "breadcrumbHome" | "breadcrumbLabel">;
}) {
  return (
    <PageHeader
      heading={copy.heading}
      headingLang={langOf(copy, "heading")}
      breadcrumb={[crumbOf(copy, "breadcrumbHome", "/"), crumbOf(copy, "breadcrumbLabel")]}
    />
  );
}
