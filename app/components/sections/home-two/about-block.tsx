import { CircleCheck } from "lucide-react";
import { aboutBlock, whyChooseUs } from "~/content/home-two";
import { ButtonLink } from "../../ui/button-link";
import { Reveal } from "../../ui/reveal";
import { SectionHeading } from "../../ui/section-heading";
import { IconCardGrid } from "../icon-card-grid";

/** About Genesis, then why clients choose it. */
export function AboutBlock() {
  const { image } = aboutBlock;
  return (
    <>
      <section aria-labelledby="about-two-title" className="py-20 md:py-28">
        <div className="container-site grid items-center gap-14 lg:grid-cols-2">
          <Reveal>
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
              className="h-auto w-full"
            />
          </Reveal>
          <div>
            <SectionHeading
              id="about-two-title"
              align="left"
              label={aboutBlock.label}
              title={aboutBlock.title}
            />
            <p className="mt-6 text-lg leading-relaxed text-ink-600">{aboutBlock.text}</p>
            <ul className="mt-8 space-y-3">
              {aboutBlock.points.map((point) => (
                <li key={point} className="flex items-center gap-3 font-medium text-ink-800">
                  <CircleCheck aria-hidden="true" className="size-5 text-brand-600" />
                  {point}
                </li>
              ))}
            </ul>
            <ButtonLink to={aboutBlock.action.link} className="mt-10">
              {aboutBlock.action.label}
            </ButtonLink>
          </div>
        </div>
      </section>
      <section aria-labelledby="why-title" className="pb-20 md:pb-28">
        <div className="container-site">
          <SectionHeading id="why-title" label={whyChooseUs.label} title={whyChooseUs.title} />
          <IconCardGrid items={whyChooseUs.items} />
        </div>
      </section>
    </>
  );
}
