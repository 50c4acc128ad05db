import { langsOf } from "~/components/ui/section-heading";
import { introLayout } from "~/content/home/intro";
import type { HomeCopy } from "~/lib/page-copy";
import { IntroSection } from "../intro-section";

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
        label: copy.introLabel,
        title: copy.introTitle,
        text: copy.introText,
        image: { ...introLayout.image, alt: copy.introImageAlt },
        action: { label: copy.introAction, link: introLayout.link },
        langs: langsOf(copy, {
          label: "introLabel",
          title: "introTitle",
          text: "introText",
          action: "introAction",
          image: "introImageAlt",
        }),
        tiles: copy.introTiles.map((tile, i) => ({
          ...tile,
          id: String(i),
          icon: tileIcons[i % tileIcons.length]!,
        })),
      }}
    />
  );
}
