import {
  AboutBlock,
  BlogSlider,
  CallToAction,
  CountersTestimonials,
  Faq,
  Industries,
  PartnersStrip,
  ProjectsSlider,
  Team,
} from "~/components/sections/home-two/islands";
import { HomeTwoBanner } from "~/components/sections/home-two/home-two-banner";
import { Process, ServicesSlider } from "~/components/sections/home/islands";
import { homeTwoCopy } from "~/content/home-two/banner";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { portfolioOnServer } from "~/lib/portfolio-loaders";
import type { Route } from "./+types/home-two";
import { formAction } from "~/forms/form-action.server";

export const meta = ({ matches }: { matches: MetaMatches }) => pageMeta(homeTwoCopy.meta, matches);

// The latest projects and posts come from the database, so this page renders per request
// (on a client-side navigation too: React Router asks the server for this loader's data).
export const loader = async ({ context }: Route.LoaderArgs) => {
  const [projects, posts, testimonials, team, partners, services] = await Promise.all([
    portfolioOnServer(context),
    context.publishing.recentPosts(4),
    context.content.testimonials(),
    context.content.team(),
    context.content.partners(),
    context.content.services(),
  ]);
  // The team section shows the first four members (/about shows them all).
  return { projects, posts, testimonials, team: team.slice(0, 4), partners, services };
};

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function HomeTwo({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeTwoBanner />
      <AboutBlock />
      <ServicesSlider services={loaderData.services} placement="home-two" />
      <PartnersStrip partners={loaderData.partners} />
      <CallToAction />
      <ProjectsSlider items={loaderData.projects} linkPrefix="/home-two" />
      <Industries />
      <Team members={loaderData.team} />
      <Faq />
      <CountersTestimonials testimonials={loaderData.testimonials} />
      {/* Spec §2 leaves this section open; the spec's second wording of the process fills it. */}
      <Process wording="second" />
      <BlogSlider posts={loaderData.posts} linkPrefix="/home-two" />
    </>
  );
}
