import { LegalDocument } from "~/components/sections/legal-document";
import { terms } from "~/content/legal";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(terms);

export default function Terms() {
  return <LegalDocument doc={terms} />;
}
