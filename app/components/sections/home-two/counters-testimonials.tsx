import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { counterStyle, testimonialsSliderOptions } from "~/content/home-two/counters-testimonials";
import { langOf } from "~/lib/fallback-language";
import { useInterfaceWords } from "~/lib/interface-words";
import type { HomeTwoCopy } from "~/lib/page-copy";
import type { Testimonial } from "~/lib/site-content";
import { Counter } from "../../ui/counter";
import { ResponsiveImage } from "../../ui/responsive-image";
import { headingOf, SectionHeading } from "../../ui/section-heading";
import { Slider } from "../../ui/slider";
import { Words } from "~/components/ui/words";

const Star = lucideIcon(lucide.Star);

/** Counters (30+, 180+, 500+, 250+) beside the slider of the agency's testimonials. */
export function CountersTestimonials({
  testimonials,
  copy,
}: {
  testimonials: Testimonial[];
  copy: Pick<
    HomeTwoCopy,
    | "countersLabel"
    | "counters"
    | "testimonialsLabel"
    | "testimonialsTitle"
    | "testimonialsSliderLabel"
  >;
}) {
  const words = useInterfaceWords();
  return (
    <section aria-labelledby="testimonials-title" className="bg-hero py-20 text-white md:py-28">
      <div className="container-site grid grid-cols-1 gap-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)] lg:items-center">
        <div>
          <Words as="h2" of={copy} name="countersLabel" className="sr-only" />
          <dl className="grid grid-cols-2 gap-5">
            {copy.counters.map((item, position) => (
              <div
                key={position}
                className="flex flex-col-reverse rounded-[var(--radius-card)] border border-white/10 bg-white/[0.04] p-6"
              >
                <Words as="dt" of={item} name="label" className="mt-2 text-sm text-ink-200" />
                <dd className="text-4xl font-extrabold tracking-tight md:text-5xl">
                  <Counter
                    target={item.target}
                    suffix={counterStyle.suffix}
                    durationMs={counterStyle.durationMs}
                  />
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <SectionHeading
            id="testimonials-title"
            align="left"
            tone="dark"
            {...headingOf(copy, "testimonials")}
          />
          <Slider
            label={copy.testimonialsSliderLabel}
            options={testimonialsSliderOptions}
            className="mt-10"
            controlsTone="dark"
          >
            {testimonials.map((t) => (
              <figure
                key={t.id}
                className="h-full rounded-[var(--radius-card)] bg-white p-8 text-ink-900"
              >
                <p
                  role="img"
                  aria-label={words.testimonialRating?.replace("{rating}", String(t.rating))}
                  lang={langOf(words, "testimonialRating")}
                  className="flex gap-1"
                >
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Star
                      key={n}
                      aria-hidden="true"
                      className={`size-5 ${n <= t.rating ? "fill-amber-400 text-amber-400" : "text-ink-200"}`}
                    />
                  ))}
                </p>
                <blockquote
                  lang={langOf(t, "text")}
                  className="mt-5 text-lg leading-relaxed text-ink-700"
                >
                  “{t.text}”
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-4">
                  {t.photo && (
                    <ResponsiveImage
                      image={{
                        src: t.photo,
                        alt: "",
                        width: 160,
                        height: 160,
                        sources: t.photoSources,
                        focus: t.photoFocus,
                      }}
                      sizes="56px"
                      className="size-14 rounded-full object-cover"
                    />
                  )}
                  <span>
                    <span className="block font-bold">{t.name}</span>
                    <Words as="span" of={t} name="role" className="block text-sm text-ink-600" />
                  </span>
                </figcaption>
              </figure>
            ))}
          </Slider>
        </div>
      </div>
    </section>
  );
}
