import {
  Features,
  HomeBanner,
  Intro,
  Pricing,
  Process,
  PromoVideo,
  ServicesSlider,
  TextBand,
} from "~/components/sections/home/islands";
import { TalkToUs } from "~/components/sections/home/talk-to-us";
import { homeTitle } from "~/content/home/banner";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { formAction } from "~/forms/form-action.server";
import type { Route } from "./+types/home";

// The home page's description is the site's own (the settings' 'Meta description').
export const meta = ({ matches }: { matches: MetaMatches }) =>
  pageMeta({ title: homeTitle }, matches);

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

// The pricing plans and the services' slider are the agency's (/admin/pricing,
// /admin/services), read per render (a kept page of the render cache, dropped
// when one is saved).
export async function loader({ context }: Route.LoaderArgs) {
  const [plans, services] = await Promise.all([
    context.content.pricing(),
    context.content.services(),
  ]);
  return { plans, services };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeBanner />
      <Features />
      <ServicesSlider services={loaderData.services} />
      <Intro />
      <Process />
      <TalkToUs />
      <TextBand />
      <PromoVideo />
      <Pricing plans={loaderData.plans} />
    </>
  );
}
