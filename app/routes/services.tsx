import { CopyPageHeader } from "~/components/ui/page-header";
import { ServicesContact } from "~/components/sections/services/services-contact";
import { ServicesGrid } from "~/components/sections/services/services-grid";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { formAction } from "~/forms/form-action.server";
import type { Route } from "./+types/services";

// The page's words are its document (`page:services`); the cards are the
// visible services, in the agency's order (/admin/services).
export async function loader({ context }: Route.LoaderArgs) {
  const [copy, services] = await Promise.all([
    context.content.pageCopy("services"),
    context.content.services(),
  ]);
  return { copy, services };
}

export const meta = ({ data, matches }: Pick<Route.MetaArgs, "data"> & { matches: MetaMatches }) =>
  pageMeta(data?.copy ?? { title: "" }, matches);

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function Services({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <CopyPageHeader copy={copy} />
      <ServicesGrid copy={copy} services={loaderData.services} />
      <ServicesContact copy={copy} />
    </>
  );
}
