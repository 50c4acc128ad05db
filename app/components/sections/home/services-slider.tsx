import { servicesSection, servicesSliderOptions } from "~/content/home/services";
import { servicesTwo, servicesTwoSliderOptions } from "~/content/home-two/services";
import type { SiteService } from "~/lib/site-content";
import { Slider } from "../../ui/slider";
import { SectionHeading } from "../../ui/section-heading";
import { ServiceCard } from "../services/service-card";

// Each home page words the section and paces its slider its own way (spec §9).
const placements = {
  home: { headingId: "services-title", copy: servicesSection, options: servicesSliderOptions },
  "home-two": {
    headingId: "services-two-title",
    copy: servicesTwo,
    options: servicesTwoSliderOptions,
  },
} as const;

/**
 * The services, one card each, in a slider. /home-two shows it with its own
 * copy and pace (a name, not the copy, is passed so the page's own code does
 * not carry it).
 */
export function ServicesSlider({
  services,
  placement = "home",
}: {
  /** The visible services, in order (the page's loader, tag `services`). */
  services: SiteService[];
  placement?: keyof typeof placements;
}) {
  const { headingId, copy, options } = placements[placement];
  return (
    <section aria-labelledby={headingId} className="bg-white py-20 md:py-28">
      <div className="container-site">
        <SectionHeading id={headingId} label={copy.label} title={copy.title} />
        <Slider label={copy.sliderLabel} options={options} className="mt-14">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} actionLabel={copy.readMore} />
          ))}
        </Slider>
      </div>
    </section>
  );
}
