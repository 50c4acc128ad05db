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
import { homeMeta } from "~/content/home/banner";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { formAction } from "~/forms/form-action.server";
import type { Route } from "./+types/home";

// The home page's description is the site's own (the settings' 'Meta description').
export const meta = ({ matches }: { matches: MetaMatches }) =>
  pageMeta({ title: homeMeta.title }, matches);

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

// The services' slider shows the visible services, in the agency's order (/admin/services).
export async function loader({ context }: Route.LoaderArgs) {
  return { services: await context.content.services() };
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
      <Pricing />
    </>
  );
}
