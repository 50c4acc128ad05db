import type { PostSummary } from "~/lib/publishing";

export type FooterVariant = "main" | "two";

/** Which footer a path shows: the second under /home-two (spec §2, "Footer"), else the first. */
export function footerVariantOf(path: string): FooterVariant {
  return path === "/home-two" || path.startsWith("/home-two/") ? "two" : "main";
}

/**
 * What the second footer shows of a recent post, made by the server
 * (app/lib/footer-post.server.ts): its date as words, and a thumbnail that is
 * the cover's smallest width with its focal point as the crop's position. No
 * more travels in the page's data, and the footer's code formats nothing.
 */
export interface FooterPost extends Pick<PostSummary, "id" | "slug" | "title"> {
  date: { iso: string; text: string };
  thumbnail: { src: string; position?: string };
}
