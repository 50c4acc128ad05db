import { focusPosition } from "~/lib/focus-position";
import type { ImageView } from "~/lib/publishing";

/** The placeholder behind the image, and its focal point as the crop's position. */
function imageStyle({ placeholder, focus }: ImageView): React.CSSProperties | undefined {
  if (!placeholder && !focus) return undefined;
  const at = focus && focusPosition(focus);
  return {
    ...(placeholder ? { backgroundImage: `url(${placeholder})`, backgroundSize: "cover" } : {}),
    ...(at ? { objectPosition: at, backgroundPosition: at } : {}),
  };
}

/**
 * An image from the database: <picture> with AVIF and WebP widths when it was
 * uploaded (server/media), a plain <img> for the site's own artwork. Width and
 * height are always set so nothing shifts; the blurred placeholder shows until
 * the image has painted over it. A focal point set in the media library is the
 * crop's `object-position` (plain CSS: no script).
 */
export function ResponsiveImage({
  image,
  sizes,
  className,
  priority = false,
  eager = priority,
  decorative = false,
}: {
  image: ImageView;
  sizes: string;
  className?: string;
  /** The largest paint of the page: fetched early, never lazy. */
  priority?: boolean;
  /** In the first screen, though not its largest paint: fetched at once, at the usual priority. */
  eager?: boolean;
  /** The image repeats what its text says (cards): empty alt. */
  decorative?: boolean;
}) {
  const img = (
    <img
      src={image.src}
      alt={decorative ? "" : image.alt}
      width={image.width}
      height={image.height}
      sizes={image.sources?.length ? sizes : undefined}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "auto" : "async"}
      className={className}
      style={imageStyle(image)}
    />
  );
  if (!image.sources?.length) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
