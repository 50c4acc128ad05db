import { LegalDocument } from "~/components/sections/legal-document";
import { privacy } from "~/content/legal";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(privacy);

export default function Privacy() {
  return <LegalDocument doc={privacy} />;
}
