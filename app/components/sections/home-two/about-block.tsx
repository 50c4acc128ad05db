import { aboutLayout, whyIcons } from "~/content/home-two/about";
import type { HomeTwoCopy } from "~/lib/page-copy";
import { SectionHeading, headingOf } from "../../ui/section-heading";
import { IconCardGrid } from "../icon-card-grid";
import { IntroSection, introOf } from "../intro-section";

/** About Genesis, then why clients choose it: the page's words, the designers' picture and icons. */
export function AboutBlock({
  copy,
}: {
  copy: Pick<
    HomeTwoCopy,
    | "aboutLabel"
    | "aboutTitle"
    | "aboutText"
    | "aboutPoints"
    | "aboutAction"
    | "aboutImageAlt"
    | "whyLabel"
    | "whyTitle"
    | "whyItems"
  >;
}) {
  return (
    <>
      <IntroSection
        headingId="about-two-title"
        copy={{ ...introOf(copy, "about", aboutLayout), points: copy.aboutPoints }}
      />
      <section aria-labelledby="why-title" className="pb-20 md:pb-28">
        <div className="container-site">
          <SectionHeading id="why-title" {...headingOf(copy, "why")} />
          <IconCardGrid
            items={copy.whyItems.map((item, i) => ({
              ...item,
              id: String(i),
              icon: whyIcons[i % whyIcons.length]!,
            }))}
          />
        </div>
      </section>
    </>
  );
}
