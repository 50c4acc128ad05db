import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { useEffect, useRef, type MouseEvent, type RefObject } from "react";
import { videoDialogCopy, type PromoVideo } from "~/content/media";
import { useCuesAboveControls } from "./cues-above-controls";

const X = lucideIcon(lucide.X);

/**
 * A modal video player on a native <dialog> (16:9, 300 ms animation). The
 * player element exists only while the dialog is open, so nothing of the video
 * is downloaded before. Escape, the close button and a click on the backdrop
 * close it; the opener gets its focus back. Captions sit above the player's
 * controls (./cues-above-controls.ts).
 */
export function VideoDialog({
  video,
  onClose,
  returnFocusTo,
}: {
  video: PromoVideo;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const player = useRef<HTMLVideoElement>(null);
  const captions = useRef<HTMLTrackElement>(null);
  // Where the press began: a drag from the timeline that ends on the backdrop is no click on it.
  const pressedBackdrop = useRef(false);
  useCuesAboveControls(player, captions);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    const opener = returnFocusTo.current;
    return () => opener?.focus();
  }, [returnFocusTo]);

  // The backdrop is the dialog element itself: its content fills its box, so a
  // press whose target is the dialog landed outside the player.
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    const outside = event.target === event.currentTarget;
    if (event.type === "pointerdown") pressedBackdrop.current = outside;
    else if (outside && pressedBackdrop.current) event.currentTarget.close();
  };

  return (
    // Escape is the keyboard's way to close it, natively; the click is the pointer's.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-label={video.title}
      onClose={onClose}
      onPointerDown={onBackdrop}
      onClick={onBackdrop}
      className="video-dialog m-auto w-[min(64rem,92vw)] max-w-none overflow-visible bg-transparent p-0"
    >
      <div className="relative">
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="absolute -top-14 right-0 inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white backdrop-blur transition-colors hover:bg-white/20"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{videoDialogCopy.close}</span>
        </button>
        <div className="aspect-video overflow-hidden rounded-2xl bg-black shadow-2xl">
          {video.embedUrl ? (
            <iframe
              src={video.embedUrl}
              title={video.title}
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
              className="size-full border-0"
            />
          ) : (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- captions come from video.captions when the clip has speech
            <video
              ref={player}
              controls
              autoPlay
              playsInline
              poster={video.poster}
              className="size-full"
            >
              {video.sources.map((s) => (
                <source key={s.src} src={s.src} type={s.type} />
              ))}
              {video.captions && (
                <track
                  ref={captions}
                  kind="captions"
                  src={video.captions}
                  srcLang="en"
                  label={videoDialogCopy.captionsLabel}
                  default
                />
              )}
            </video>
          )}
        </div>
      </div>
    </dialog>
  );
}
