import type { ImageView } from "~/lib/publishing";

/**
 * An image from the database: <picture> with AVIF and WebP widths when it was
 * uploaded (server/media), a plain <img> for the site's own artwork. Width and
 * height are always set so nothing shifts; the blurred placeholder shows until
 * the image has painted over it.
 */
export function ResponsiveImage({
  image,
  sizes,
  className,
  priority = false,
  decorative = false,
}: {
  image: ImageView;
  sizes: string;
  className?: string;
  /** The largest paint of the page: fetched early, never lazy. */
  priority?: boolean;
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
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "auto" : "async"}
      className={className}
      style={
        image.placeholder
          ? { backgroundImage: `url(${image.placeholder})`, backgroundSize: "cover" }
          : undefined
      }
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
