import { PageHeader } from "~/components/ui/page-header";
import { ContactCards } from "~/components/sections/contact/contact-cards";
import { ContactClosing } from "~/components/sections/contact/contact-closing";
import { ContactMap } from "~/components/sections/contact/contact-map";
import { GetInTouch } from "~/components/sections/contact/get-in-touch";
import { pages } from "~/content/pages";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { formAction } from "~/forms/form-action.server";

const page = pages.contact;

export const meta = ({ matches }: { matches: MetaMatches }) => pageMeta(page, matches);

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function Contact() {
  return (
    <>
      <PageHeader heading={page.heading} breadcrumb={page.breadcrumb} />
      <ContactCards />
      <GetInTouch />
      <ContactMap />
      <ContactClosing />
    </>
  );
}
