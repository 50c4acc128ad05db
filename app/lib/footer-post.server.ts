import type { FooterPost } from "~/components/layout/footer-data";
import { focusPosition } from "./focus-position";
import { postDate } from "./post-date";
import type { PostSummary } from "./publishing";

/**
 * A recent post as the second footer shows it (the root loader's): its date
 * already words, and for its 64 px thumbnail the smallest WebP of an uploaded
 * cover (the site's own artwork is one file), kept on its focal point.
 */
export function footerPost({ id, slug, title, publishedAt, cover }: PostSummary): FooterPost {
  const { date, text } = postDate(publishedAt);
  const webp = cover.sources?.find((source) => source.type === "image/webp")?.srcSet;
  const smallest = webp?.split(",")[0]?.trim().split(" ")[0];
  return {
    id,
    slug,
    title,
    date: { iso: date, text },
    thumbnail: {
      src: smallest || cover.src,
      ...(cover.focus && { position: focusPosition(cover.focus) }),
    },
  };
}
