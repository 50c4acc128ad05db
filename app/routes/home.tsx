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
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { formAction } from "~/forms/form-action.server";
import type { Route } from "./+types/home";

// The home page's description is the site's own (the settings' 'Meta description').
export const meta = ({ data, matches }: Pick<Route.MetaArgs, "data"> & { matches: MetaMatches }) =>
  pageMeta({ title: data?.copy.title ?? "" }, matches);

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

// The page's words are its document (`page:home`), the pricing plans and the
// services' slider the agency's (/admin/pricing, /admin/services), read per
// render (a kept page of the render cache, dropped when one is saved). Each
// section takes the words as props: its kept HTML needs no code for them.
export async function loader({ context }: Route.LoaderArgs) {
  const [copy, plans, services] = await Promise.all([
    context.content.pageCopy("home"),
    context.content.pricing(),
    context.content.services(),
  ]);
  return { copy, plans, services };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <HomeBanner copy={copy} />
      <Features copy={copy} />
      <ServicesSlider services={loaderData.services} copy={copy} />
      <Intro copy={copy} />
      <Process copy={copy} />
      <TalkToUs copy={copy} />
      <TextBand copy={copy} />
      <PromoVideo copy={copy} />
      <Pricing plans={loaderData.plans} copy={copy} />
    </>
  );
}
