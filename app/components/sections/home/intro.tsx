import { introLayout } from "~/content/home/intro";
import type { HomeCopy } from "~/lib/page-copy";
import { IntroSection, introOf } from "../intro-section";

/** Who we are: the page's words with the designers' picture, tile icons and link. */
export function Intro({
  copy,
}: {
  copy: Pick<
    HomeCopy,
    "introLabel" | "introTitle" | "introText" | "introTiles" | "introAction" | "introImageAlt"
  >;
}) {
  const { tileIcons } = introLayout;
  return (
    <IntroSection
      headingId="intro-title"
      copy={{
        ...introOf(copy, "intro", introLayout),
        tiles: copy.introTiles.map((tile, i) => ({
          ...tile,
          id: String(i),
          icon: tileIcons[i % tileIcons.length]!,
        })),
      }}
    />
  );
}
