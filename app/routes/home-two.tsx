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
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { portfolioOnServer } from "~/lib/portfolio-loaders";
import type { Route } from "./+types/home-two";
import { formAction } from "~/forms/form-action.server";
import { withProfileLabels } from "~/lib/network-labels.server";

export const meta = ({ data, matches }: Pick<Route.MetaArgs, "data"> & { matches: MetaMatches }) =>
  pageMeta(data?.copy ?? { title: "" }, matches);

// The page's words are its document (`page:home-two`); the latest projects and
// posts, the people and the services come from the database too, so this page
// renders per request (on a client-side navigation too: React Router asks the
// server for this loader's data). Each section takes the words as props.
export const loader = async ({ context }: Route.LoaderArgs) => {
  const [copy, projects, posts, testimonials, team, partners, services, words] = await Promise.all([
    context.content.pageCopy("home-two"),
    portfolioOnServer(context),
    context.publishing.recentPosts(4),
    context.content.testimonials(),
    context.content.team(),
    context.content.partners(),
    context.content.services(),
    context.content.pageCopy("interface"),
  ]);
  // The team section shows the first four members (/about shows them all).
  const members = withProfileLabels(team.slice(0, 4), words);
  return { copy, projects, posts, testimonials, team: members, partners, services };
};

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function HomeTwo({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <HomeTwoBanner copy={copy} />
      <AboutBlock copy={copy} />
      <ServicesSlider services={loaderData.services} copy={copy} placement="home-two" />
      <PartnersStrip partners={loaderData.partners} copy={copy} />
      <CallToAction copy={copy} />
      <ProjectsSlider items={loaderData.projects} linkPrefix="/home-two" copy={copy} />
      <Industries copy={copy} />
      <Team members={loaderData.team} copy={copy} />
      <Faq copy={copy} />
      <CountersTestimonials testimonials={loaderData.testimonials} copy={copy} />
      {/* Spec §2 leaves this section open; the spec's second wording of the process fills it. */}
      <Process copy={copy} />
      <BlogSlider posts={loaderData.posts} linkPrefix="/home-two" copy={copy} />
    </>
  );
}
