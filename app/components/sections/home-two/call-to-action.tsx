import { callToActionLinks } from "~/content/home-two/call-to-action";
import { langOf } from "~/lib/fallback-language";
import type { HomeTwoCopy } from "~/lib/page-copy";
import { ButtonLink } from "../../ui/button-link";

export function CallToAction({
  copy,
}: {
  copy: Pick<HomeTwoCopy, "ctaTitle" | "ctaText" | "ctaPrimaryAction" | "ctaSecondaryAction">;
}) {
  return (
    <section aria-labelledby="cta-title" className="py-20 md:py-28">
      <div className="container-site">
        <div className="bg-hero relative overflow-hidden rounded-[2rem] px-8 py-16 text-center text-white md:px-16 md:py-20">
          <div aria-hidden="true" className="hero-grid pointer-events-none absolute inset-0" />
          <h2
            id="cta-title"
            lang={langOf(copy, "ctaTitle")}
            className="relative mx-auto max-w-3xl text-3xl font-extrabold tracking-tight text-balance md:text-5xl"
          >
            {copy.ctaTitle}
          </h2>
          <p
            lang={langOf(copy, "ctaText")}
            className="relative mx-auto mt-5 max-w-2xl text-lg text-ink-200"
          >
            {copy.ctaText}
          </p>
          <div className="relative mt-10 flex flex-wrap justify-center gap-4">
            <ButtonLink to={callToActionLinks.primary} lang={langOf(copy, "ctaPrimaryAction")}>
              {copy.ctaPrimaryAction}
            </ButtonLink>
            <ButtonLink
              to={callToActionLinks.secondary}
              variant="outline"
              lang={langOf(copy, "ctaSecondaryAction")}
            >
              {copy.ctaSecondaryAction}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
