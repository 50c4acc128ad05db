import type { HomeTwoCopy } from "~/lib/page-copy";
import type { Partner } from "~/lib/site-content";
import { PartnerLogo } from "../partner-logo";
import { Words } from "~/components/ui/words";

/** The partners' logos in a row, in the agency's order. */
export function PartnersStrip({
  partners,
  copy,
}: {
  partners: Partner[];
  copy: Pick<HomeTwoCopy, "partnersLabel">;
}) {
  return (
    <section aria-label={copy.partnersLabel} className="border-y border-ink-100 bg-white py-12">
      <div className="container-site">
        <Words
          of={copy}
          name="partnersLabel"
          className="text-center text-sm font-semibold text-ink-600"
        />
        <ul className="mt-8 grid grid-cols-2 items-center gap-8 sm:grid-cols-3 lg:grid-cols-6">
          {partners.map((partner) => (
            <li key={partner.id} className="flex justify-center">
              <PartnerLogo partner={partner} className="h-12 w-auto opacity-80" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
