import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { Link } from "react-router";
import { langOf } from "~/lib/fallback-language";
import { useInterfaceWords } from "~/lib/interface-words";
import { Words } from "~/components/ui/words";

const ChevronLeft = lucideIcon(lucide.ChevronLeft);
const ChevronRight = lucideIcon(lucide.ChevronRight);

/**
 * Page links 1…n with previous and next. Each is a real address
 * (`?page=2`, keeping the other search parameters); at either end the
 * previous or next control is shown disabled rather than as a dead link.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const base =
    "inline-flex h-12 min-w-12 items-center justify-center gap-1.5 rounded-full px-4 text-sm font-bold transition-colors";
  const idle = `${base} bg-white text-ink-800 ring-1 ring-ink-200 hover:bg-brand-600 hover:text-white hover:ring-brand-600`;
  const disabled = `${base} bg-ink-50 text-ink-500 ring-1 ring-ink-100`;
  const words = useInterfaceWords();
  const pageNumber = (n: number) => words.pageNumber?.replace("{page}", String(n));
  return (
    <nav aria-label={words.blogPages} className="mt-14">
      <ul className="flex flex-wrap items-center justify-center gap-2 sm:gap-3">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev" className={idle}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              <Words as="span" of={words} name="previousPage" />
              <span lang={langOf(words, "pageNumber")} className="sr-only">
                , {pageNumber(page - 1)}
              </span>
            </Link>
          ) : (
            <span aria-disabled="true" lang={langOf(words, "previousPage")} className={disabled}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {words.previousPage}
            </span>
          )}
        </li>
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link
              to={hrefFor(n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={pageNumber(n)}
              lang={langOf(words, "pageNumber")}
              className={
                n === page
                  ? `${base} bg-brand-600 text-white shadow-[0_10px_24px_-12px_rgb(91_61_245/0.9)]`
                  : idle
              }
            >
              {n}
            </Link>
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <Link to={hrefFor(page + 1)} rel="next" className={idle}>
              <Words as="span" of={words} name="nextPage" />
              <span lang={langOf(words, "pageNumber")} className="sr-only">
                , {pageNumber(page + 1)}
              </span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : (
            <span aria-disabled="true" lang={langOf(words, "nextPage")} className={disabled}>
              {words.nextPage}
              <ChevronRight aria-hidden="true" className="size-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
