import { Link } from "react-router";
import { pagesCopy as copy } from "~/content/admin/pages";
import type { SitePageEntry } from "~/lib/admin/pages";
import { DateOn } from "~/components/admin/date-time";
import { PageHeading } from "~/components/admin/page-heading";
import { TranslatedCounts } from "~/components/admin/translated-counts";
import { adminStyles } from "~/components/admin/styles";

/** /admin/pages: the site's pages the agency edits, each linked to its editor. */
export function PageList({ pages }: { pages: SitePageEntry[] }) {
  return (
    <>
      <PageHeading title={copy.title} description={copy.description} />
      <ul className={`${adminStyles.card} divide-y divide-ink-100`}>
        {pages.map((page) => (
          <li
            key={page.editPath}
            className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-4 first:pt-0 last:pb-0"
          >
            <div className="min-w-0">
              <Link to={page.editPath} className={`${adminStyles.link} text-base`}>
                {page.title}
              </Link>
              <p className="text-sm text-ink-600">{page.publicPath}</p>
              <TranslatedCounts translations={page.translations} className="mt-0.5" />
            </div>
            <p className="text-sm text-ink-700 sm:text-right">
              {page.updatedOn ? (
                <>
                  {copy.columns.updated} <DateOn day={page.updatedOn} />
                </>
              ) : (
                copy.never
              )}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
