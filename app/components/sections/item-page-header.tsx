import type { PageHeaderCopy } from "~/lib/page-copy";
import { crumbOf, PageHeader } from "../ui/page-header";

/** A project's or post's header: its title, and the breadcrumb home, to its list and to itself. */
export function ItemPageHeader({
  title,
  titleLang,
  list,
  listPath,
}: {
  title: string;
  /** The title's language where it is not the page's (app/lib/fallback-language.ts). */
  titleLang?: string | undefined;
  /** The list's page (Projects, Blog): the breadcrumb's first link and its name. */
  list: Pick<PageHeaderCopy, "breadcrumbHome" | "breadcrumbLabel">;
  listPath: string;
}) {
  return (
    <PageHeader
      heading={title}
      headingLang={titleLang}
      breadcrumb={[
        crumbOf(list, "breadcrumbHome", "/"),
        crumbOf(list, "breadcrumbLabel", listPath),
        { label: title, link: "", lang: titleLang },
      ]}
    />
  );
}
