import { ContactForm } from "~/forms/contact-form-island";
import type { HomeCopy } from "~/lib/page-copy";
import { TalkIntro } from "./islands";

/** The home page's enquiry band: its words are kept HTML, its form comes alive on approach. */
export function TalkToUs({ copy }: { copy: HomeCopy }) {
  return (
    <section aria-labelledby="talk-title" className="py-20 md:py-28">
      <div className="container-site">
        <div className="grid gap-12 overflow-hidden rounded-[2rem] bg-white p-8 shadow-[var(--shadow-card)] md:p-14 lg:grid-cols-[1fr_1.2fr]">
          <TalkIntro copy={copy} />
          <ContactForm variant="talk-to-us" />
        </div>
      </div>
    </section>
  );
}
