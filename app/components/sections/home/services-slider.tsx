import { servicesSection, servicesSliderOptions } from "~/content/home/services";
import { services } from "~/content/services";
import { Slider } from "../../ui/slider";
import { SectionHeading } from "../../ui/section-heading";
import { ServiceCard } from "../services/service-card";

export function ServicesSlider() {
  return (
    <section aria-labelledby="services-title" className="bg-white py-20 md:py-28">
      <div className="container-site">
        <SectionHeading
          id="services-title"
          label={servicesSection.label}
          title={servicesSection.title}
        />
        <Slider
          label={servicesSection.sliderLabel}
          options={servicesSliderOptions}
          className="mt-14"
        >
          {services.map((service) => (
            <ServiceCard
              key={service.id}
              service={service}
              actionLabel={servicesSection.readMore}
            />
          ))}
        </Slider>
      </div>
    </section>
  );
}
