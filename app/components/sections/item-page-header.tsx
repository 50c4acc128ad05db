import type { PageCopy } from "~/content/pages";
import { PageHeader } from "../ui/page-header";

/** A project's or post's header: its title, and the breadcrumb home, to its list and to itself. */
export function ItemPageHeader({
  title,
  list,
  listPath,
}: {
  title: string;
  /** The list's page (Projects, Blog): the breadcrumb's first link and its name. */
  list: PageCopy;
  listPath: string;
}) {
  return (
    <PageHeader
      heading={title}
      breadcrumb={[
        list.breadcrumb[0]!,
        { label: list.heading, link: listPath },
        { label: title, link: "" },
      ]}
    />
  );
}
