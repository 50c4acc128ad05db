import { homeCopy } from "~/content/home/banner-intro";
import { ButtonLink } from "../../ui/button-link";

/** The banner's words and calls to action (kept HTML with the banner, ./home-banner.tsx). */
export function BannerIntro() {
  return (
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
  );
}
