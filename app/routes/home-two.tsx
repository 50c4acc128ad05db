import {
  AboutBlock,
  BlogSlider,
  CallToAction,
  CountersTestimonials,
  Faq,
  Industries,
  PartnersStrip,
  ProjectsSlider,
  ServicesSliderTwo,
  Team,
} from "~/components/sections/home-two/islands";
import { HomeTwoBanner } from "~/components/sections/home-two/home-two-banner";
import { Process } from "~/components/sections/home/islands";
import { homeTwoCopy } from "~/content/home-two";
import { pageMeta } from "~/lib/meta";
import { portfolioInBrowser, portfolioOnServer } from "~/lib/portfolio-loaders";
import type { Route } from "./+types/home-two";
import { formAction } from "~/contact/form-action.server";

export const meta = () => pageMeta(homeTwoCopy.meta);

// The latest projects come from the database, so this page renders per request.
export const loader = async ({ context }: Route.LoaderArgs) => ({
  projects: await portfolioOnServer(context),
});
export const clientLoader = async () => ({ projects: await portfolioInBrowser() });

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function HomeTwo({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeTwoBanner />
      <AboutBlock />
      <ServicesSliderTwo />
      <PartnersStrip />
      <CallToAction />
      <ProjectsSlider items={loaderData.projects} />
      <Industries />
      <Team />
      <Faq />
      <CountersTestimonials />
      {/* Spec §2 leaves this section open; the spec's second wording of the process fills it. */}
      <Process wording="second" />
      <BlogSlider />
    </>
  );
}
