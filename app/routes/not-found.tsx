import { data } from "react-router";
import { NotFoundScreen } from "~/components/sections/not-found-screen";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

// Any path outside the route table: the 404 screen, answered with status 404.
export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => pageMeta(pages.notFound);

export default function NotFound() {
  return <NotFoundScreen />;
}
