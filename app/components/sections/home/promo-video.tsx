import { promoVideo } from "~/content/media";
import { langOf } from "~/lib/fallback-language";
import type { HomeCopy } from "~/lib/page-copy";
import { headingOf, SectionHeading } from "../../ui/section-heading";
import { VideoButton } from "../../ui/video-button";
import { Words } from "~/components/ui/words";

/** The showreel's poster and play button (the video is the designers'), under the page's words. */
export function PromoVideo({
  copy,
}: {
  copy: Pick<HomeCopy, "videoLabel" | "videoTitle" | "videoText" | "videoPlay">;
}) {
  return (
    <section aria-labelledby="video-title" className="py-20 md:py-28">
      <div className="container-site">
        <div className="scroll-scale relative overflow-hidden rounded-[2rem]">
          <img
            src={promoVideo.poster}
            alt=""
            width={1280}
            height={720}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
          <div className="relative bg-gradient-to-r from-ink-950/90 via-ink-950/70 to-ink-950/30 px-8 py-20 md:px-16 md:py-28">
            <SectionHeading
              id="video-title"
              align="left"
              tone="dark"
              {...headingOf(copy, "video")}
            />
            <Words of={copy} name="videoText" className="mt-5 max-w-xl text-lg text-ink-200" />
            <VideoButton
              label={copy.videoPlay}
              labelLang={langOf(copy, "videoPlay")}
              className="mt-10"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
