import { PeopleList } from "~/components/admin/people-list";
import { consoleCopy } from "~/content/admin/console";
import { peopleCopy } from "~/content/admin/people";
import { peopleListLoader } from "~/lib/admin/people-editor.server";
import type { Route } from "./+types/partners";

export const meta = () => [{ title: `${peopleCopy.titles.partner} · ${consoleCopy.productName}` }];

export const loader = ({ context }: Route.LoaderArgs) => peopleListLoader("partner", context);

export default function PartnersList({ loaderData }: Route.ComponentProps) {
  return <PeopleList {...loaderData} />;
}
