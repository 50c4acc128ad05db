import { LegalDocument } from "~/components/sections/legal-document";
import { formAction } from "~/forms/form-action.server";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import type { LegalPageKey } from "~/lib/site-content";
import type { Route } from "./+types/legal-page";

/** /terms and /privacy (and their /home-two copies): the owners' Markdown, from the database. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const key: LegalPageKey = new URL(request.url).pathname.endsWith("/privacy")
    ? "privacy"
    : "terms";
  // The Markdown itself stays on the server: the page needs its HTML only (and the
  // marks of its words still in the default language, app/lib/fallback-language.ts).
  const page = await context.content.legalPage(key);
  return { key, page: { ...page, body: undefined } };
}

export const meta = ({ data, matches }: Pick<Route.MetaArgs, "data"> & { matches: MetaMatches }) =>
  data ? pageMeta(data.page, matches) : [];

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument which={loaderData.key} page={loaderData.page} />;
}
