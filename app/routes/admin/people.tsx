import { PeopleList } from "~/components/admin/people-list";
import { consoleCopy } from "~/content/admin/console";
import { peopleCopy } from "~/content/admin/people";
import { peopleKindOf } from "~/lib/admin/people";
import { peopleListLoader } from "~/lib/admin/people-editor.server";
import type { Route } from "./+types/people";

// /admin/testimonials, /admin/team and /admin/partners: one list, its kind read from the address.

export const meta = ({ location }: Route.MetaArgs) => [
  { title: `${peopleCopy.titles[peopleKindOf(location.pathname)]} · ${consoleCopy.productName}` },
];

export const loader = ({ request, context }: Route.LoaderArgs) =>
  peopleListLoader(peopleKindOf(new URL(request.url).pathname), context);

export default function People({ loaderData }: Route.ComponentProps) {
  return <PeopleList {...loaderData} />;
}
