import { homeTwoBannerLayout } from "~/content/home-two/banner";
import { langOf } from "~/lib/fallback-language";
import type { HomeTwoCopy } from "~/lib/page-copy";
import { ButtonLink } from "../../ui/button-link";
import { VideoButton } from "../../ui/video-button";
import { Words } from "~/components/ui/words";

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
          <Words
            of={copy}
            name="bannerEyebrow"
            className="text-sm font-bold tracking-widest text-accent-300 uppercase"
          />
          <Words
            as="h1"
            of={copy}
            name="bannerHeadline"
            className="mt-5 text-5xl leading-[1.04] font-extrabold tracking-tight text-balance md:text-7xl"
          />
          <Words
            of={copy}
            name="bannerSubtext"
            className="mt-6 max-w-xl text-lg leading-relaxed text-ink-200 md:text-xl"
          />
          <div className="mt-10 flex flex-wrap items-center gap-6">
            <Words as={ButtonLink} of={copy} name="bannerAction" to={homeTwoBannerLayout.link} />
            <div className="flex items-center gap-4">
              <VideoButton
                label={copy.bannerPlay}
                labelLang={langOf(copy, "bannerPlay")}
                className="size-14 shadow-[0_0_0_8px_rgb(255_255_255/0.12)]"
              />
              <Words
                as="span"
                of={copy}
                name="bannerPlayCaption"
                aria-hidden="true"
                className="text-sm font-semibold"
              />
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
