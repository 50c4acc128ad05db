import { Quote, Star } from "lucide-react";
import { projectDetails as copy } from "~/content/project-details";
import { ButtonLink } from "../../ui/button-link";
import { Reveal } from "../../ui/reveal";
import { ShareLinks } from "../blog/share-links";
import { CheckList } from "../about/check-list";

const staggers = [0.2, 0.3, 0.4] as const;

/** The static project showcase (spec §2 "Project details"). */
export function ProjectDetailsScreen() {
  return (
    <>
      <section aria-labelledby="project-title" className="py-16 md:py-24">
        <div className="container-site">
          <div className="overflow-hidden rounded-[2rem] bg-ink-900 shadow-[var(--shadow-card)]">
            <img
              src={copy.heroImage.src}
              alt={copy.heroImage.alt}
              width={1200}
              height={700}
              fetchPriority="high"
              className="h-auto w-full"
            />
          </div>

          <div className="mt-14 grid gap-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-16">
            <ProjectInfo />
            <article className="min-w-0 lg:order-first">
              <h2
                id="project-title"
                className="text-3xl leading-tight font-extrabold tracking-tight text-balance text-ink-900 md:text-5xl"
              >
                {copy.title}
              </h2>
              <p className="mt-6 text-xl leading-relaxed text-ink-700">{copy.lead}</p>

              {copy.sections.map((section) => (
                <section
                  key={section.id}
                  aria-labelledby={`project-${section.id}`}
                  className="mt-12"
                >
                  <h3
                    id={`project-${section.id}`}
                    className="text-2xl font-bold tracking-tight text-ink-900"
                  >
                    {section.heading}
                  </h3>
                  {section.paragraphs.map((p) => (
                    <p key={p} className="mt-4 text-lg leading-relaxed text-ink-600">
                      {p}
                    </p>
                  ))}
                  {"list" in section && (
                    <CheckList items={section.list} className="mt-6 md:grid-cols-2" />
                  )}
                </section>
              ))}

              <ul className="mt-12 grid gap-6 sm:grid-cols-2">
                {copy.gallery.map((image, i) => (
                  <Reveal as="li" key={image.src} delay={staggers[i]}>
                    <img
                      src={image.src}
                      alt={image.alt}
                      width={i === 0 ? 1200 : 800}
                      height={i === 0 ? 700 : 600}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[16/10] h-auto w-full rounded-[var(--radius-card)] bg-ink-100 object-cover shadow-[var(--shadow-card)]"
                    />
                  </Reveal>
                ))}
              </ul>

              <section aria-labelledby="project-result" className="mt-12">
                <h3 id="project-result" className="text-2xl font-bold tracking-tight text-ink-900">
                  {copy.results.heading}
                </h3>
                <p className="mt-4 text-lg leading-relaxed text-ink-600">{copy.results.text}</p>
                <dl className="mt-8 grid grid-cols-3 gap-3 sm:gap-5">
                  {copy.results.stats.map((stat, i) => (
                    <Reveal
                      key={stat.id}
                      delay={staggers[i]}
                      className={`flex flex-col-reverse justify-end rounded-[var(--radius-card)] bg-ink-50 p-4 ring-1 sm:p-6 ring-ink-100`}
                    >
                      <dt className="mt-1 text-sm leading-snug text-ink-600">{stat.label}</dt>
                      <dd className="text-2xl font-extrabold tracking-tight text-brand-700 sm:text-4xl">
                        {stat.value}
                      </dd>
                    </Reveal>
                  ))}
                </dl>
              </section>

              <figure className="mt-12 rounded-[var(--radius-card)] border-l-4 border-brand-600 bg-brand-100/40 p-8">
                <Quote aria-hidden="true" className="size-8 text-brand-600" />
                <blockquote className="mt-4 text-xl leading-relaxed font-semibold text-ink-900">
                  <p>{copy.testimonial.quote}</p>
                </blockquote>
                <figcaption className="mt-4 text-sm font-semibold text-ink-600">
                  {copy.testimonial.cite}
                </figcaption>
              </figure>
            </article>
          </div>
        </div>
      </section>

      <section aria-labelledby="project-cta" className="pb-20 md:pb-28">
        <div className="container-site">
          <div className="bg-hero flex flex-col items-start gap-8 rounded-[2rem] px-6 py-12 text-white sm:px-12 md:flex-row md:items-center md:justify-between">
            <h2
              id="project-cta"
              className="max-w-xl text-3xl font-extrabold tracking-tight md:text-4xl"
            >
              {copy.cta.title}
            </h2>
            <div className="flex flex-wrap gap-4">
              <ButtonLink to={copy.cta.primary.link}>{copy.cta.primary.label}</ButtonLink>
              <ButtonLink to={copy.cta.secondary.link} variant="outline">
                {copy.cta.secondary.label}
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

function ProjectInfo() {
  const info = copy.info;
  return (
    <div className="lg:sticky lg:top-28 lg:self-start">
      <section
        aria-labelledby="project-info-heading"
        className="bg-hero overflow-hidden rounded-[var(--radius-card)] p-8 text-white shadow-[var(--shadow-card)]"
      >
        <h2 id="project-info-heading" className="text-2xl font-bold tracking-tight">
          {info.heading}
        </h2>
        <dl className="mt-6 divide-y divide-white/10">
          {info.items.map((item) => (
            <div key={item.id} className="grid gap-1 py-4">
              <dt className="text-xs font-semibold tracking-widest text-ink-300 uppercase">
                {item.label}
              </dt>
              <dd className="text-lg font-semibold text-white">
                {"date" in item ? <time dateTime={item.date}>{item.value}</time> : item.value}
              </dd>
            </div>
          ))}
          <div className="grid gap-2 py-4">
            <dt className="text-xs font-semibold tracking-widest text-ink-300 uppercase">
              {info.ratingLabel}
            </dt>
            <dd>
              <span
                role="img"
                aria-label={info.ratingText(info.rating)}
                className="flex gap-1 text-amber-300"
              >
                {Array.from({ length: 5 }, (_, i) => (
                  <Star
                    key={i}
                    aria-hidden="true"
                    className={`size-5 ${i < info.rating ? "fill-current" : "text-white/30"}`}
                  />
                ))}
              </span>
            </dd>
          </div>
        </dl>
        <div className="mt-4 border-t border-white/10 pt-6">
          <p className="text-xs font-semibold tracking-widest text-ink-300 uppercase">
            {info.shareHeading}
          </p>
          <ShareLinks title={copy.title} tone="dark" className="mt-4" />
        </div>
      </section>
    </div>
  );
}
