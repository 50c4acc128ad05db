import { ContactForm } from "~/forms/contact-form-island";
import type { ContactCopy } from "~/lib/page-copy";
import type { ContactPrefill } from "~/lib/pricing-plans";
import { Reveal } from "../../ui/reveal";
import { headingOf, SectionHeading } from "../../ui/section-heading";
import { Words } from "~/components/ui/words";

/** 'Get In Touch': what happens after an enquiry, and the form itself (named plan, if any, filled in). */
export function GetInTouch({
  copy,
  prefill = null,
}: {
  copy: ContactCopy;
  prefill?: ContactPrefill | null;
}) {
  return (
    <section aria-labelledby="get-in-touch-heading" className="py-20 md:py-28">
      <div className="container-site grid items-start gap-12 lg:grid-cols-[1fr_1.15fr] lg:gap-16">
        <Reveal>
          <SectionHeading
            id="get-in-touch-heading"
            align="left"
            {...headingOf(copy, "getInTouch")}
          />
          <Words
            as="h3"
            of={copy}
            name="stepsHeading"
            className="mt-10 text-lg font-bold text-ink-900"
          />
          <ol className="mt-5 grid gap-5">
            {copy.steps.map((step, i) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700"
                >
                  {i + 1}
                </span>
                <div>
                  <Words of={step} name="title" className="font-bold text-ink-900" />
                  <Words of={step} name="text" className="mt-1 text-ink-600" />
                </div>
              </li>
            ))}
          </ol>
        </Reveal>
        <Reveal delay={0.2}>
          <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100 sm:p-10">
            <Words
              as="h3"
              of={copy}
              name="formHeading"
              className="mb-6 text-2xl font-bold tracking-tight text-ink-900"
            />
            <ContactForm variant="get-in-touch" prefill={prefill} />
          </div>
        </Reveal>
      </div>
    </section>
  );
}
