import { Link } from "react-router";
import { langOf } from "~/lib/fallback-language";
import { useInterfaceWords } from "~/lib/interface-words";
import { postDate } from "~/lib/post-date";
import { usePageLanguage } from "~/lib/use-page-language";
import type { LegalPageKey, LegalPageView } from "~/lib/site-content";
import { crumbOf, PageHeader } from "../ui/page-header";
import { RichText } from "../ui/rich-text";
import { Words } from "~/components/ui/words";

export function LegalDocument({
  which,
  page,
}: {
  which: LegalPageKey;
  page: Omit<LegalPageView, "body">;
}) {
  const updated = postDate(`${page.updatedOn}T12:00:00.000Z`, usePageLanguage());
  // The words around the page's own are the interface's, in the page's language.
  const words = useInterfaceWords();
  const crumb = which === "terms" ? "termsBreadcrumb" : "privacyBreadcrumb";
  return (
    <>
      <PageHeader
        heading={page.title}
        headingLang={langOf(page, "title")}
        breadcrumb={[crumbOf(words, "legalBreadcrumbHome", "/"), crumbOf(words, crumb)]}
      />
      <article className="container-site max-w-3xl py-16 md:py-24">
        <p className="text-sm text-ink-600">
          <Words as="span" of={words} name="lastUpdated" />{" "}
          <time dateTime={updated.date}>{updated.text}</time>
        </p>
        {page.contents.length > 0 && (
          <nav aria-label={words.legalContents} className="mt-8 rounded-2xl bg-ink-50 p-6">
            <Words
              as="h2"
              of={words}
              name="legalContents"
              className="text-sm font-bold tracking-widest text-brand-700 uppercase"
            />
            <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-ink-700">
              {page.contents.map((section) => (
                <li key={section.id}>
                  <Link
                    to={`#${section.id}`}
                    lang={langOf(page, "body")}
                    className="underline-offset-4 hover:text-brand-700 hover:underline"
                  >
                    {section.heading}
                  </Link>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div lang={langOf(page, "body")} className="mt-10">
          <RichText html={page.html} />
        </div>
      </article>
    </>
  );
}
