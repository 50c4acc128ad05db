import { AboutBlock } from "~/components/sections/home-two/about-block";
import { BlogSlider } from "~/components/sections/home-two/blog-slider";
import { CallToAction } from "~/components/sections/home-two/call-to-action";
import { CountersTestimonials } from "~/components/sections/home-two/counters-testimonials";
import { Faq } from "~/components/sections/home-two/faq";
import { HomeTwoBanner } from "~/components/sections/home-two/home-two-banner";
import { Industries } from "~/components/sections/home-two/industries";
import { PartnersStrip } from "~/components/sections/home-two/partners-strip";
import { ProjectsSlider } from "~/components/sections/home-two/projects-slider";
import { ServicesSliderTwo } from "~/components/sections/home-two/services-slider-two";
import { Team } from "~/components/sections/home-two/team";
import { homeTwoCopy } from "~/content/home-two";
import { pageMeta } from "~/lib/meta";
import { portfolioInBrowser, portfolioOnServer } from "~/lib/portfolio-loaders";
import type { Route } from "./+types/home-two";

export const meta = () => pageMeta(homeTwoCopy.meta);

// The latest projects come from the database, so this page renders per request.
export const loader = async ({ context }: Route.LoaderArgs) => ({
  projects: await portfolioOnServer(context),
});
export const clientLoader = async () => ({ projects: await portfolioInBrowser() });

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
      <BlogSlider />
    </>
  );
}
