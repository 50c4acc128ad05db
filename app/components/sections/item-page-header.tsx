import type { PageHeaderCopy } from "~/lib/page-copy";
import { PageHeader } from "../ui/page-header";

/** A project's or post's header: its title, and the breadcrumb home, to its list and to itself. */
export function ItemPageHeader({
  title,
  list,
  listPath,
}: {
  title: string;
  /** The list's page (Projects, Blog): the breadcrumb's first link and its name. */
  list: Pick<PageHeaderCopy, "breadcrumbHome" | "breadcrumbLabel">;
  listPath: string;
}) {
  return (
    <PageHeader
      heading={title}
      breadcrumb={[
        { label: list.breadcrumbHome, link: "/" },
        { label: list.breadcrumbLabel, link: listPath },
        { label: title, link: "" },
      ]}
    />
  );
}
