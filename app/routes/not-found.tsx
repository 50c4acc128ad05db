import { data } from "react-router";
import { NotFoundScreen } from "~/components/sections/not-found-screen";
import { pages } from "~/content/pages";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { formAction } from "~/forms/form-action.server";

// Any path outside the route table: the 404 screen, answered with status 404.
export function loader() {
  return data(null, { status: 404 });
}

export const meta = ({ matches }: { matches: MetaMatches }) => pageMeta(pages.notFound, matches);

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function NotFound() {
  return <NotFoundScreen />;
}
