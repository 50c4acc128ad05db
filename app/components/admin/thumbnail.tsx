/**
 * A picture of the media library as its lists show it: whole (never
 * cropped), 4:3, loaded when it nears the screen. Small, on white, in a
 * picker's tile; larger, on the page's grey, in a card.
 */
export function Thumbnail({
  picture,
  alt = picture.alt,
  small = false,
}: {
  picture: { src: string; alt: string; width: number; height: number };
  /** Its words when the card says them already: "". */
  alt?: string;
  small?: boolean;
}) {
  return (
    <img
      src={picture.src}
      alt={alt}
      width={picture.width}
      height={picture.height}
      loading="lazy"
      decoding="async"
      className={`aspect-[4/3] w-full object-contain ring-1 ring-ink-100 ${small ? "rounded-lg bg-white" : "rounded-xl bg-ink-50"}`}
    />
  );
}
