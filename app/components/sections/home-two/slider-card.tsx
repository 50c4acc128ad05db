import type { ReactNode } from "react";
import type { ImageView } from "~/lib/publishing";
import { ResponsiveImage } from "../../ui/responsive-image";

/**
 * A card of the second home page's sliders (projects, posts): its picture,
 * which repeats the card's words (empty alt), over those words.
 */
export function SliderCard({
  image,
  sizes,
  className,
  imageClassName,
  bodyClassName,
  children,
}: {
  image: ImageView;
  sizes: string;
  /** The card's own colours (its shape is the sliders'). */
  className: string;
  imageClassName: string;
  bodyClassName: string;
  children: ReactNode;
}) {
  return (
    <article className={`group h-full overflow-hidden rounded-[var(--radius-card)] ${className}`}>
      <ResponsiveImage image={image} sizes={sizes} decorative className={imageClassName} />
      <div className={bodyClassName}>{children}</div>
    </article>
  );
}
