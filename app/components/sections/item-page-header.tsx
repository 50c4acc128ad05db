import { langOf } from "~/lib/fallback-language";
import type { PageHeaderCopy } from "~/lib/page-copy";
import { PageHeader } from "../ui/page-header";

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
        { label: list.breadcrumbHome, link: "/", lang: langOf(list, "breadcrumbHome") },
        { label: list.breadcrumbLabel, link: listPath, lang: langOf(list, "breadcrumbLabel") },
        { label: title, link: "", lang: titleLang },
      ]}
    />
  );
}
