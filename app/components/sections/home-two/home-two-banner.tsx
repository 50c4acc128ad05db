import { homeTwoBannerLayout } from "~/content/home-two/banner";
import { langOf } from "~/lib/fallback-language";
import type { HomeTwoCopy } from "~/lib/page-copy";
import { ButtonLink } from "../../ui/button-link";
import { VideoButton } from "../../ui/video-button";

/**
 * The opening band: the page's words (its h1, the picture's alt text), the
 * designers' picture (the LCP) and link.
 */
export function HomeTwoBanner({
  copy,
}: {
  copy: Pick<
    HomeTwoCopy,
    | "bannerEyebrow"
    | "bannerHeadline"
    | "bannerSubtext"
    | "bannerAction"
    | "bannerPlay"
    | "bannerPlayCaption"
    | "bannerImageAlt"
  >;
}) {
  const { image } = homeTwoBannerLayout;
  return (
    <section className="bg-hero relative overflow-hidden text-white">
      <div aria-hidden="true" className="hero-grid pointer-events-none absolute inset-0" />
      <div className="container-site relative grid items-center gap-12 pt-36 pb-20 md:pt-44 lg:grid-cols-2 lg:pb-28">
        <div>
          <p
            lang={langOf(copy, "bannerEyebrow")}
            className="text-sm font-bold tracking-widest text-accent-300 uppercase"
          >
            {copy.bannerEyebrow}
          </p>
          <h1
            lang={langOf(copy, "bannerHeadline")}
            className="mt-5 text-5xl leading-[1.04] font-extrabold tracking-tight text-balance md:text-7xl"
          >
            {copy.bannerHeadline}
          </h1>
          <p
            lang={langOf(copy, "bannerSubtext")}
            className="mt-6 max-w-xl text-lg leading-relaxed text-ink-200 md:text-xl"
          >
            {copy.bannerSubtext}
          </p>
          <div className="mt-10 flex flex-wrap items-center gap-6">
            <ButtonLink to={homeTwoBannerLayout.link} lang={langOf(copy, "bannerAction")}>
              {copy.bannerAction}
            </ButtonLink>
            <div className="flex items-center gap-4">
              <VideoButton
                label={copy.bannerPlay}
                labelLang={langOf(copy, "bannerPlay")}
                className="size-14 shadow-[0_0_0_8px_rgb(255_255_255/0.12)]"
              />
              <span
                aria-hidden="true"
                lang={langOf(copy, "bannerPlayCaption")}
                className="text-sm font-semibold"
              >
                {copy.bannerPlayCaption}
              </span>
            </div>
          </div>
        </div>
        <img
          src={image.src}
          alt={copy.bannerImageAlt}
          lang={langOf(copy, "bannerImageAlt")}
          width={image.width}
          height={image.height}
          fetchPriority="high"
          className="banner-card mx-auto h-auto w-full max-w-xl"
        />
      </div>
    </section>
  );
}
