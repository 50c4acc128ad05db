import { langOf } from "~/lib/fallback-language";
import type { AboutCopy } from "~/lib/page-copy";
import { ButtonLink } from "../../ui/button-link";
import { Reveal } from "../../ui/reveal";

/** Closing call to action of the About page: to the contact page and the services. */
export function AboutCta({ copy }: { copy: AboutCopy }) {
  return (
    <section aria-labelledby="about-cta-heading" className="pb-20 md:pb-28">
      <div className="container-site">
        <Reveal className="bg-hero relative overflow-hidden rounded-[2rem] px-6 py-14 text-center text-white sm:px-12 md:py-20">
          <p
            lang={langOf(copy, "ctaLabel")}
            className="text-sm font-bold tracking-widest text-accent-300 uppercase"
          >
            {copy.ctaLabel}
          </p>
          <h2
            id="about-cta-heading"
            lang={langOf(copy, "ctaTitle")}
            className="mx-auto mt-4 max-w-3xl text-3xl leading-tight font-extrabold tracking-tight text-balance md:text-5xl"
          >
            {copy.ctaTitle}
          </h2>
          <p
            lang={langOf(copy, "ctaText")}
            className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-ink-200"
          >
            {copy.ctaText}
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            <ButtonLink to="/contact" lang={langOf(copy, "ctaPrimary")}>
              {copy.ctaPrimary}
            </ButtonLink>
            <ButtonLink to="/services" variant="outline" lang={langOf(copy, "ctaSecondary")}>
              {copy.ctaSecondary}
            </ButtonLink>
          </div>
        </Reveal>
      </div>
    </section>
  );
}
