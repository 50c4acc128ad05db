import { PeopleList } from "~/components/admin/people-list";
import { consoleCopy } from "~/content/admin/console";
import { peopleCopy } from "~/content/admin/people";
import { peopleListLoader } from "~/lib/admin/people-editor.server";
import type { Route } from "./+types/team";

export const meta = () => [{ title: `${peopleCopy.titles.member} · ${consoleCopy.productName}` }];

export const loader = ({ context }: Route.LoaderArgs) => peopleListLoader("member", context);

export default function TeamList({ loaderData }: Route.ComponentProps) {
  return <PeopleList {...loaderData} />;
}
