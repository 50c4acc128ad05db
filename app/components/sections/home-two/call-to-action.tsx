import { callToAction } from "~/content/home-two/call-to-action";
import { ButtonLink } from "../../ui/button-link";

export function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="py-20 md:py-28">
      <div className="container-site">
        <div className="bg-hero relative overflow-hidden rounded-[2rem] px-8 py-16 text-center text-white md:px-16 md:py-20">
          <div aria-hidden="true" className="hero-grid pointer-events-none absolute inset-0" />
          <h2
            id="cta-title"
            className="relative mx-auto max-w-3xl text-3xl font-extrabold tracking-tight text-balance md:text-5xl"
          >
            {callToAction.title}
          </h2>
          <p className="relative mx-auto mt-5 max-w-2xl text-lg text-ink-200">
            {callToAction.text}
          </p>
          <div className="relative mt-10 flex flex-wrap justify-center gap-4">
            <ButtonLink to={callToAction.primary.link}>{callToAction.primary.label}</ButtonLink>
            <ButtonLink to={callToAction.secondary.link} variant="outline">
              {callToAction.secondary.label}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
