import { PageHeader } from "~/components/ui/page-header";
import { ContactCards } from "~/components/sections/contact/contact-cards";
import { ContactClosing } from "~/components/sections/contact/contact-closing";
import { ContactMap } from "~/components/sections/contact/contact-map";
import { GetInTouch } from "~/components/sections/contact/get-in-touch";
import { pages } from "~/content/pages";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { formAction } from "~/forms/form-action.server";
import { pricingSection } from "~/content/home/pricing";
import { contactPrefill } from "~/lib/pricing-plans";
import type { Route } from "./+types/contact";

const page = pages.contact;

export const meta = ({ matches }: { matches: MetaMatches }) => pageMeta(page, matches);

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

// Arriving from a plan's 'Get Now' (/contact?plan=site-assist), the form names
// the plan. Such an address is rendered for its request (never kept), so the
// plans are read only then.
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const plan = new URL(request.url).searchParams.get("plan");
  return {
    prefill: plan
      ? contactPrefill(await context.content.pricing(), plan, pricingSection.currency)
      : null,
  };
};

export default function Contact({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={page.heading} breadcrumb={page.breadcrumb} />
      <ContactCards />
      <GetInTouch prefill={loaderData.prefill} />
      <ContactMap />
      <ContactClosing />
    </>
  );
}
