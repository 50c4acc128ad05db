import { PageHeader } from "~/components/ui/page-header";
import { AboutCta } from "~/components/sections/about/about-cta";
import { AboutIntro } from "~/components/sections/about/about-intro";
import { PartnersSection } from "~/components/sections/about/partners-section";
import { TeamSection } from "~/components/sections/about/team-section";
import { Values } from "~/components/sections/about/values";
import { WhoWeAre } from "~/components/sections/about/who-we-are";
import { pages } from "~/content/pages";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { formAction } from "~/forms/form-action.server";
import type { Route } from "./+types/about";

const page = pages.about;

export const meta = ({ matches }: { matches: MetaMatches }) => pageMeta(page, matches);

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

// The team and the partners are the agency's (the console), read per render
// (a kept page of the render cache, dropped when either is saved).
export const loader = async ({ context }: Route.LoaderArgs) => {
  const [team, partners] = await Promise.all([context.content.team(), context.content.partners()]);
  return { team, partners };
};

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={page.heading} breadcrumb={page.breadcrumb} />
      <AboutIntro />
      <WhoWeAre />
      <Values />
      <TeamSection members={loaderData.team} />
      <PartnersSection partners={loaderData.partners} />
      <AboutCta />
    </>
  );
}
