import { LegalDocument } from "~/components/sections/legal-document";
import { privacy } from "~/content/legal";
import { pageMeta } from "~/lib/meta";
import { formAction } from "~/forms/form-action.server";

export const meta = () => pageMeta(privacy);

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function Privacy() {
  return <LegalDocument doc={privacy} />;
}
