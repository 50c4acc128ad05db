import { CopyPageHeader } from "~/components/ui/page-header";
import { ContactCards } from "~/components/sections/contact/contact-cards";
import { ContactClosing } from "~/components/sections/contact/contact-closing";
import { ContactMap } from "~/components/sections/contact/contact-map";
import { GetInTouch } from "~/components/sections/contact/get-in-touch";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { formAction } from "~/forms/form-action.server";
import { pricingSection } from "~/content/home/pricing";
import { contactPrefill } from "~/lib/pricing-plans";
import { langOf } from "~/lib/fallback-language";
import type { Route } from "./+types/contact";

// The page's words are its document (`page:contact`), edited in the console.
// Arriving from a plan's 'Get Now' (/contact?plan=site-assist), the form names
// the plan. Such an address is rendered for its request (never kept), so the
// plans are read only then.
export async function loader({ request, context }: Route.LoaderArgs) {
  const plan = new URL(request.url).searchParams.get("plan");
  return {
    copy: await context.content.pageCopy("contact"),
    prefill: plan
      ? contactPrefill(await context.content.pricing(), plan, pricingSection.currency)
      : null,
  };
}

export const meta = ({ data, matches }: Pick<Route.MetaArgs, "data"> & { matches: MetaMatches }) =>
  pageMeta(data?.copy ?? { title: "" }, matches);

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <CopyPageHeader copy={copy} />
      <ContactCards copy={copy} />
      <GetInTouch copy={copy} prefill={loaderData.prefill} />
      <ContactMap heading={copy.mapHeading} headingLang={langOf(copy, "mapHeading")} />
      <ContactClosing copy={copy} />
    </>
  );
}
