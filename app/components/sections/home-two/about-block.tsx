import { aboutBlock, whyChooseUs } from "~/content/home-two/about";
import { SectionHeading } from "../../ui/section-heading";
import { IconCardGrid } from "../icon-card-grid";
import { IntroSection } from "../intro-section";

/** About Genesis, then why clients choose it. */
export function AboutBlock() {
  return (
    <>
      <IntroSection headingId="about-two-title" copy={aboutBlock} />
      <section aria-labelledby="why-title" className="pb-20 md:pb-28">
        <div className="container-site">
          <SectionHeading id="why-title" label={whyChooseUs.label} title={whyChooseUs.title} />
          <IconCardGrid items={whyChooseUs.items} />
        </div>
      </section>
    </>
  );
}
