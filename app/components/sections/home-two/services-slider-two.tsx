import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { servicesTwo, servicesTwoSliderOptions } from "~/content/home-two";
import { services } from "~/content/services";
import { Icon } from "../../ui/icon";
import { SectionHeading } from "../../ui/section-heading";
import { Slider } from "../../ui/slider";

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
            <article
              key={service.id}
              className="group h-full overflow-hidden rounded-[var(--radius-card)] border border-ink-100 bg-white shadow-[var(--shadow-card)]"
            >
              <div className="relative">
                <img
                  src={service.bannerImage}
                  alt=""
                  width={1200}
                  height={600}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[2/1] w-full object-cover"
                />
                <span className="absolute -bottom-7 left-7 inline-flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600 to-accent-400 text-white shadow-lg">
                  <Icon name={service.icon} className="size-7" />
                </span>
              </div>
              <div className="p-7 pt-11">
                <h3 className="text-xl font-bold text-ink-900">{service.title}</h3>
                <Link
                  to={`/service/${service.id}`}
                  className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-600"
                >
                  {servicesTwo.readMore}
                  <span className="sr-only">: {service.title}</span>
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-1"
                  />
                </Link>
              </div>
            </article>
          ))}
        </Slider>
      </div>
    </section>
  );
}
