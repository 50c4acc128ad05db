import { servicesTwo, servicesTwoSliderOptions } from "~/content/home-two";
import { services } from "~/content/services";
import { SectionHeading } from "../../ui/section-heading";
import { Slider } from "../../ui/slider";
import { ServiceCard } from "../services/service-card";

/** Services with image, icon, title and Read More to the service page. */
export function ServicesSliderTwo() {
  return (
    <section aria-labelledby="services-two-title" className="bg-white py-20 md:py-28">
      <div className="container-site">
        <SectionHeading
          id="services-two-title"
          label={servicesTwo.label}
          title={servicesTwo.title}
        />
        <Slider
          label={servicesTwo.sliderLabel}
          options={servicesTwoSliderOptions}
          className="mt-14"
        >
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} actionLabel={servicesTwo.readMore} />
          ))}
        </Slider>
      </div>
    </section>
  );
}
