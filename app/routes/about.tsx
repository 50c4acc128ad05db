import { CopyPageHeader } from "~/components/ui/page-header";
import { AboutCta } from "~/components/sections/about/about-cta";
import { AboutIntro } from "~/components/sections/about/about-intro";
import { PartnersSection } from "~/components/sections/about/partners-section";
import { TeamSection } from "~/components/sections/about/team-section";
import { Values } from "~/components/sections/about/values";
import { WhoWeAre } from "~/components/sections/about/who-we-are";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { formAction } from "~/forms/form-action.server";
import { withProfileLabels } from "~/lib/network-labels.server";
import type { Route } from "./+types/about";

// The page's words are its document (`page:about`), the team and the partners
// their collections, all the agency's (the console), read per render: a kept
// page of the render cache, dropped when any of them is saved.
export const loader = async ({ context }: Route.LoaderArgs) => {
  const [copy, team, partners, words] = await Promise.all([
    context.content.pageCopy("about"),
    context.content.team(),
    context.content.partners(),
    context.content.pageCopy("interface"),
  ]);
  return { copy, team: withProfileLabels(team, words), partners };
};

export const meta = ({ data, matches }: Pick<Route.MetaArgs, "data"> & { matches: MetaMatches }) =>
  pageMeta(data?.copy ?? { title: "" }, matches);

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function About({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <CopyPageHeader copy={copy} />
      <AboutIntro copy={copy} />
      <WhoWeAre copy={copy} />
      <Values copy={copy} />
      <TeamSection copy={copy} members={loaderData.team} />
      <PartnersSection copy={copy} partners={loaderData.partners} />
      <AboutCta copy={copy} />
    </>
  );
}
