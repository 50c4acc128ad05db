import { servicesSliderOptions } from "~/content/home/services";
import { servicesTwoSliderOptions } from "~/content/home-two/services";
import type { ServicesSliderCopy } from "~/lib/page-copy";
import type { SiteService } from "~/lib/site-content";
import { Slider } from "../../ui/slider";
import { headingOf, SectionHeading } from "../../ui/section-heading";
import { ServiceCard } from "../services/service-card";

// Each home page paces its slider its own way (spec §9).
const placements = {
  home: { headingId: "services-title", options: servicesSliderOptions },
  "home-two": { headingId: "services-two-title", options: servicesTwoSliderOptions },
} as const;

/**
 * The services, one card each, in a slider, under each home page's own words
 * (its copy). /home-two shows it at its own pace (a name, not the options, is
 * passed so the page's own code does not carry them).
 */
export function ServicesSlider({
  services,
  copy,
  placement = "home",
}: {
  /** The visible services, in order (the page's loader, tag `services`). */
  services: SiteService[];
  copy: ServicesSliderCopy;
  placement?: keyof typeof placements;
}) {
  const { headingId, options } = placements[placement];
  return (
    <section aria-labelledby={headingId} className="bg-white py-20 md:py-28">
      <div className="container-site">
        <SectionHeading id={headingId} {...headingOf(copy, "services")} />
        <Slider label={copy.servicesSliderLabel} options={options} className="mt-14">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} actionLabel={copy.servicesReadMore} />
          ))}
        </Slider>
      </div>
    </section>
  );
}
