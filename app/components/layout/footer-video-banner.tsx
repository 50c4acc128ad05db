import { footerCopy } from "~/content/footer";
import type { FooterCopy } from "~/lib/page-copy";
import { VideoButton } from "../ui/video-button";
import { Words } from "~/components/ui/words";

/** The video banner that opens the second footer variant, in the footer's words. */
export function FooterVideoBanner({
  siteName,
  copy,
}: {
  siteName: string;
  copy: Pick<FooterCopy, "videoLabel" | "videoTitle">;
}) {
  return (
    <section
      aria-labelledby="footer-video-title"
      className="footer-video relative mt-16 overflow-hidden rounded-3xl border border-white/10 px-6 py-14 text-center md:py-20"
    >
      <Words
        of={copy}
        name="videoLabel"
        className="text-xs font-bold tracking-widest text-accent-300 uppercase"
      />
      <Words
        as="h2"
        of={copy}
        name="videoTitle"
        id="footer-video-title"
        className="mx-auto mt-3 max-w-2xl text-3xl font-extrabold tracking-tight text-white md:text-4xl"
      />
      <VideoButton label={footerCopy.videoBanner.play(siteName)} className="mt-8" />
    </section>
  );
}
