import type { HomeCopy } from "~/lib/page-copy";
import { BannerIntro, type BannerIntroCopy } from "./banner-intro";
import { BannerRotator } from "./banner-rotator";

/**
 * The main home page's opening band; its headline is the page's h1 and LCP.
 * All of it is kept HTML (./islands.ts): words and links need no code, and
 * the rotator runs on CSS alone.
 */
export function HomeBanner({
  copy,
}: {
  copy: BannerIntroCopy & Pick<HomeCopy, "rotatorLabel" | "rotatorPause" | "rotatorItems">;
}) {
  return (
    <section className="bg-hero relative overflow-hidden text-white">
      <div aria-hidden="true" className="hero-grid pointer-events-none absolute inset-0" />
      <div className="container-site relative grid items-center gap-14 pt-36 pb-20 md:pt-44 lg:grid-cols-[1.25fr_1fr] lg:pb-28">
        <BannerIntro copy={copy} />
        <div className="banner-card rounded-3xl border border-white/10 bg-white/[0.04] p-8 shadow-[0_40px_80px_-40px_rgb(114_87_255/0.6)] backdrop-blur-sm">
          <BannerRotator copy={copy} />
        </div>
      </div>
    </section>
  );
}
