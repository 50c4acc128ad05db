import { PeopleList } from "~/components/admin/people-list";
import { consoleCopy } from "~/content/admin/console";
import { peopleCopy } from "~/content/admin/people";
import { peopleListLoader } from "~/lib/admin/people-editor.server";
import type { Route } from "./+types/testimonials";

export const meta = () => [
  { title: `${peopleCopy.titles.testimonial} · ${consoleCopy.productName}` },
];

export const loader = ({ context }: Route.LoaderArgs) => peopleListLoader("testimonial", context);

export default function TestimonialsList({ loaderData }: Route.ComponentProps) {
  return <PeopleList {...loaderData} />;
}
