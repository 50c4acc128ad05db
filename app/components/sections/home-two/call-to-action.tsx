import { callToActionLinks } from "~/content/home-two/call-to-action";
import type { HomeTwoCopy } from "~/lib/page-copy";
import { ButtonLink } from "../../ui/button-link";
import { Words } from "~/components/ui/words";

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
          <Words
            as="h2"
            of={copy}
            name="ctaTitle"
            id="cta-title"
            className="relative mx-auto max-w-3xl text-3xl font-extrabold tracking-tight text-balance md:text-5xl"
          />
          <Words
            of={copy}
            name="ctaText"
            className="relative mx-auto mt-5 max-w-2xl text-lg text-ink-200"
          />
          <div className="relative mt-10 flex flex-wrap justify-center gap-4">
            <Words
              as={ButtonLink}
              of={copy}
              name="ctaPrimaryAction"
              to={callToActionLinks.primary}
            />
            <Words
              as={ButtonLink}
              of={copy}
              name="ctaSecondaryAction"
              to={callToActionLinks.secondary}
              variant="outline"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
