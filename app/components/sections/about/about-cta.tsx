import type { AboutCopy } from "~/lib/page-copy";
import { ButtonLink } from "../../ui/button-link";
import { Reveal } from "../../ui/reveal";
import { Words } from "~/components/ui/words";

/** Closing call to action of the About page: to the contact page and the services. */
export function AboutCta({ copy }: { copy: AboutCopy }) {
  return (
    <section aria-labelledby="about-cta-heading" className="pb-20 md:pb-28">
      <div className="container-site">
        <Reveal className="bg-hero relative overflow-hidden rounded-[2rem] px-6 py-14 text-center text-white sm:px-12 md:py-20">
          <Words
            of={copy}
            name="ctaLabel"
            className="text-sm font-bold tracking-widest text-accent-300 uppercase"
          />
          <Words
            as="h2"
            of={copy}
            name="ctaTitle"
            id="about-cta-heading"
            className="mx-auto mt-4 max-w-3xl text-3xl leading-tight font-extrabold tracking-tight text-balance md:text-5xl"
          />
          <Words
            of={copy}
            name="ctaText"
            className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-ink-200"
          />
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            <Words as={ButtonLink} of={copy} name="ctaPrimary" to="/contact" />
            <Words as={ButtonLink} of={copy} name="ctaSecondary" to="/services" variant="outline" />
          </div>
        </Reveal>
      </div>
    </section>
  );
}
