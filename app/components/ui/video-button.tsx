import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { useRef, useState } from "react";
import { promoVideo, type PromoVideo } from "~/content/media";
import { onDemand } from "~/lib/on-demand";

const Play = lucideIcon(lucide.Play);

// The dialog's code loads on the first click, not with the page.
const VideoDialog = onDemand(async () => (await import("./video-dialog")).VideoDialog);

/** A round play button that opens the promo video in the modal player. */
export function VideoButton({
  label,
  labelLang,
  video = promoVideo,
  className = "",
}: {
  label: string;
  /** The label's language where it is not the page's (app/lib/fallback-language.ts). */
  labelLang?: string;
  video?: PromoVideo;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-pause-offscreen
        className={`group relative inline-flex size-20 items-center justify-center rounded-full bg-white text-brand-600 shadow-[0_0_0_10px_rgb(255_255_255/0.15)] transition-transform hover:scale-105 motion-reduce:transition-none ${className}`}
      >
        <span aria-hidden="true" className="play-pulse absolute inset-0 rounded-full" />
        <Play aria-hidden="true" className="relative ml-1 size-7 fill-current" />
        <span lang={labelLang} className="sr-only">
          {label}
        </span>
      </button>
      {open && (
        <VideoDialog wanted video={video} onClose={() => setOpen(false)} returnFocusTo={button} />
      )}
    </>
  );
}
