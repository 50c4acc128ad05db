import { LegalDocument } from "~/components/sections/legal-document";
import { terms } from "~/content/legal";
import { pageMeta } from "~/lib/meta";
import { formAction } from "~/forms/form-action.server";

export const meta = () => pageMeta(terms);

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function Terms() {
  return <LegalDocument doc={terms} />;
}
