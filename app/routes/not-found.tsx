import { data } from "react-router";
import { NotFoundScreen } from "~/components/sections/not-found-screen";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { formAction } from "~/forms/form-action.server";
import type { Route } from "./+types/not-found";

// Any path outside the route table: the 404 screen, answered with status 404.
export async function loader({ context }: Route.LoaderArgs) {
  return data(await context.content.pageCopy("not-found"), { status: 404 });
}

export const meta = ({ data, matches }: Pick<Route.MetaArgs, "data"> & { matches: MetaMatches }) =>
  pageMeta(data ?? { title: "404" }, matches);

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundScreen copy={loaderData} />;
}
