import { X } from "lucide-react";
import { useEffect, useRef, type RefObject } from "react";
import { videoDialogCopy, type PromoVideo } from "~/content/media";

/**
 * A modal video player on a native <dialog> (16:9, 300 ms animation). The
 * player element exists only while the dialog is open, so nothing of the video
 * is downloaded before. Escape and the close button close it; the opener gets
 * its focus back.
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

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    const opener = returnFocusTo.current;
    return () => opener?.focus();
  }, [returnFocusTo]);

  return (
    <dialog
      ref={dialog}
      aria-label={video.title}
      onClose={onClose}
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
            <video controls autoPlay playsInline poster={video.poster} className="size-full">
              {video.sources.map((s) => (
                <source key={s.src} src={s.src} type={s.type} />
              ))}
              {video.captions && (
                <track
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
