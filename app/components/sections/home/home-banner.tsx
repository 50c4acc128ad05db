import { homeCopy } from "~/content/home/banner";
import { ButtonLink } from "../../ui/button-link";
import { BannerRotator } from "./banner-rotator";

/** The main home page's opening band; its headline is the page's h1 and LCP. */
export function HomeBanner() {
  return (
    <section className="bg-hero relative overflow-hidden text-white">
      <div aria-hidden="true" className="hero-grid pointer-events-none absolute inset-0" />
      <div className="container-site relative grid items-center gap-14 pt-36 pb-20 md:pt-44 lg:grid-cols-[1.25fr_1fr] lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-semibold text-accent-300">
            <span aria-hidden="true" className="size-2 rounded-full bg-accent-400" />
            {homeCopy.eyebrow}
          </p>
          <h1 className="mt-6 text-5xl leading-[1.04] font-extrabold tracking-tight text-balance md:text-7xl">
            {homeCopy.headline}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-200 md:text-xl">
            {homeCopy.subtext}
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <ButtonLink to={homeCopy.primaryAction.link}>{homeCopy.primaryAction.label}</ButtonLink>
            <ButtonLink to={homeCopy.secondaryAction.link} variant="outline">
              {homeCopy.secondaryAction.label}
            </ButtonLink>
          </div>
          <p className="mt-10 text-sm text-ink-300">{homeCopy.trust}</p>
        </div>
        <div className="banner-card rounded-3xl border border-white/10 bg-white/[0.04] p-8 shadow-[0_40px_80px_-40px_rgb(114_87_255/0.6)] backdrop-blur-sm">
          <BannerRotator />
        </div>
      </div>
    </section>
  );
}
