import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { langOf } from "~/lib/fallback-language";
import { fillWords } from "~/lib/fill-words";
import type { ServicePagesCopy } from "~/lib/page-copy";
import type { ServicePage, SiteService } from "~/lib/site-content";
import { telHref } from "~/lib/contact-links";
import { usePublicConfig } from "~/lib/use-public-config";
import { useSiteSettings } from "~/lib/use-site-settings";
import { CheckMark } from "../../ui/check-mark";
import { crumbOf, PageHeader } from "../../ui/page-header";
import { ButtonLink } from "../../ui/button-link";
import { Reveal } from "../../ui/reveal";
import { Icon } from "~/components/ui/icon";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { serviceBanner } from "../services/service-card";
import { StructuredData } from "~/components/ui/structured-data";
import { Words } from "~/components/ui/words";

const ArrowRight = lucideIcon(lucide.ArrowRight);
const CircleCheckBig = lucideIcon(lucide.CircleCheckBig);
const Phone = lucideIcon(lucide.Phone);
const ShieldCheck = lucideIcon(lucide.ShieldCheck);

const staggers = [0.2, 0.3, 0.4, 0.2] as const;
const introClass = "mt-5 text-lg leading-relaxed text-ink-600";

/** A part of the service's body: its h2 (one of the labels, the service's `{title}` filled in), intro and list. */
function Part({
  id,
  labels,
  name,
  title,
  intro,
  children,
}: {
  id: string;
  labels: ServicePagesCopy;
  name: "whyHeading" | "keyFeaturesHeading" | "approachHeading";
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-16">
      <h2
        id={id}
        lang={langOf(labels, name)}
        className="text-2xl font-extrabold tracking-tight text-ink-900 md:text-4xl"
      >
        {fillWords(labels[name], { title })}
      </h2>
      {intro}
      {children}
    </section>
  );
}

/** A service in the sidebar's list (its words' marks kept: app/lib/fallback-language.ts). */
export type ServiceLink = Pick<SiteService, "id" | "title">;

/**
 * The service details screen, reached by id (/service/3) or by slug
 * (/services/mobile-app): the service as the console wrote it (migration 010),
 * every visible service for the sidebar, and the words around them (the
 * service pages' copy, `page:service`).
 */
export function ServiceDetailsScreen({
  service,
  services,
  copy: labels,
}: {
  service: ServicePage;
  services: ServiceLink[];
  /** The words around the service's own (`page:service`). */
  copy: ServicePagesCopy;
}) {
  const copy = service;
  const { siteUrl } = usePublicConfig();
  return (
    <>
      <StructuredData
        data={{
          "@type": "Service",
          name: service.title,
          serviceType: service.title,
          description: service.description,
          url: `${siteUrl}/service/${service.id}`,
          image: `${siteUrl}${service.bannerImage}`,
          provider: { "@id": `${siteUrl}/#organization` },
          areaServed: "Worldwide",
        }}
      />
      <PageHeader
        heading={service.title}
        headingLang={langOf(service, "title")}
        breadcrumb={[
          crumbOf(labels, "breadcrumbHome", "/"),
          crumbOf(labels, "breadcrumbServices", "/services"),
          crumbOf(service, "title"),
        ]}
      />
      <div className="container-site grid gap-12 py-16 md:py-24 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14">
        <article className="min-w-0">
          <div className="overflow-hidden rounded-[var(--radius-card)] bg-ink-900 shadow-[var(--shadow-card)]">
            <ResponsiveImage
              image={serviceBanner(service)}
              sizes="(min-width: 1280px) 800px, (min-width: 1024px) 60vw, 100vw"
              priority
              decorative
              className="h-auto w-full"
            />
          </div>
          <div className="mt-10 flex items-start gap-4">
            <span className="hidden size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-100 text-brand-700 sm:inline-flex">
              <Icon name={service.icon} />
            </span>
            <div>
              <Words
                of={service}
                name="description"
                className="text-xl leading-relaxed font-semibold text-ink-900 md:text-2xl md:leading-snug"
              />
              <Words
                of={copy}
                name="overview"
                className="mt-5 text-lg leading-relaxed text-ink-600"
              />
            </div>
          </div>

          <Part
            id="why-heading"
            labels={labels}
            name="whyHeading"
            title={service.title}
            intro={<Words of={copy} name="why" className={introClass} />}
          >
            <ul className="mt-8 grid gap-5 sm:grid-cols-2">
              {copy.benefits.map((benefit, i) => (
                <Reveal
                  as="li"
                  key={benefit.title}
                  delay={staggers[i % staggers.length]}
                  className="rounded-[var(--radius-card)] border border-ink-100 bg-ink-50 p-6"
                >
                  <CircleCheckBig aria-hidden="true" className="size-6 text-brand-600" />
                  <Words
                    as="h3"
                    of={benefit}
                    name="title"
                    className="mt-4 text-lg font-bold text-ink-900"
                  />
                  <Words of={benefit} name="text" className="mt-2 leading-relaxed text-ink-600" />
                </Reveal>
              ))}
            </ul>
          </Part>

          <Part
            id="features-heading"
            labels={labels}
            name="keyFeaturesHeading"
            title={service.title}
            intro={<Words of={copy.keyFeatures} name="intro" className={introClass} />}
          >
            <ul
              lang={langOf(copy.keyFeatures, "items")}
              className="mt-8 grid gap-x-8 gap-y-4 md:grid-cols-2"
            >
              {copy.keyFeatures.items.map((item) => (
                <li key={item} className="flex gap-3 leading-relaxed text-ink-700">
                  <CheckMark className="mt-1" />
                  {item}
                </li>
              ))}
            </ul>
          </Part>

          <Part
            id="approach-heading"
            labels={labels}
            name="approachHeading"
            title={service.title}
            intro={<Words of={copy.approach} name="intro" className={introClass} />}
          >
            <ol className="mt-8 grid gap-5 sm:grid-cols-2">
              {copy.approach.steps.map((step, i) => (
                <Reveal
                  as="li"
                  key={step.title}
                  delay={staggers[i % staggers.length]}
                  className="relative overflow-hidden rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100"
                >
                  {/* The big number is drawn by CSS: decoration, not text. */}
                  <span
                    aria-hidden="true"
                    data-step={String(i + 1).padStart(2, "0")}
                    className="absolute top-3 right-5 text-6xl leading-none font-extrabold text-brand-100 select-none before:content-[attr(data-step)]"
                  />
                  <p
                    lang={langOf(labels, "stepLabel")}
                    className="relative text-xs font-bold tracking-widest text-brand-700 uppercase"
                  >
                    {labels.stepLabel.replace("{n}", String(i + 1))}
                  </p>
                  <Words
                    as="h3"
                    of={step}
                    name="title"
                    className="relative mt-2 text-lg font-bold text-ink-900"
                  />
                  <Words
                    of={step}
                    name="text"
                    className="relative mt-2 leading-relaxed text-ink-600"
                  />
                </Reveal>
              ))}
            </ol>
          </Part>

          <div
            data-note="confidentiality"
            className="mt-16 flex flex-col gap-4 rounded-[var(--radius-card)] border border-brand-100 bg-brand-100/50 p-6 sm:flex-row sm:items-center sm:p-8"
          >
            <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-[var(--shadow-card)]">
              <ShieldCheck aria-hidden="true" className="size-7" />
            </span>
            <div>
              <Words
                of={labels}
                name="confidentiality"
                className="text-lg font-bold text-ink-900"
              />
              <Words of={labels} name="confidentialityDetail" className="mt-1 text-ink-600" />
            </div>
          </div>
        </article>

        <ServiceSidebar
          current={service.id}
          services={services}
          actionLink={service.actionLink}
          labels={labels}
        />
      </div>
    </>
  );
}

function ServiceSidebar({
  current,
  services,
  actionLink,
  labels,
}: {
  current: number;
  services: ServiceLink[];
  actionLink: string;
  labels: ServicePagesCopy;
}) {
  const settings = useSiteSettings();
  return (
    <div className="flex flex-col gap-8 lg:sticky lg:top-28 lg:self-start">
      <nav
        aria-labelledby="all-services-heading"
        className="rounded-[var(--radius-card)] bg-ink-50 p-6 ring-1 ring-ink-100"
      >
        <Words
          as="h2"
          of={labels}
          name="allServicesHeading"
          id="all-services-heading"
          className="text-xl font-bold text-ink-900"
        />
        <ul className="mt-5 grid gap-2">
          {services.map((s) => {
            const active = s.id === current;
            return (
              <li key={s.id}>
                <Link
                  to={`/service/${s.id}`}
                  aria-current={active ? "page" : undefined}
                  lang={langOf(s, "title")}
                  className={`group flex items-center justify-between gap-3 rounded-xl px-4 py-3 text-[0.9375rem] font-semibold transition-colors ${
                    active
                      ? "bg-brand-600 text-white shadow-[0_10px_24px_-12px_rgb(91_61_245/0.9)]"
                      : "bg-white text-ink-800 hover:bg-brand-600 hover:text-white"
                  }`}
                >
                  {s.title}
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section
        aria-labelledby="service-cta-heading"
        className="bg-hero overflow-hidden rounded-[var(--radius-card)] p-8 text-white"
      >
        <Words
          as="h2"
          of={labels}
          name="ctaHeading"
          id="service-cta-heading"
          className="text-2xl font-bold tracking-tight"
        />
        <Words of={labels} name="ctaText" className="mt-3 leading-relaxed text-ink-200" />
        <a
          href={telHref(settings.phone)}
          className="mt-6 flex items-center gap-3 font-semibold hover:text-accent-300"
        >
          <span className="inline-flex size-11 items-center justify-center rounded-full bg-white/10">
            <Phone aria-hidden="true" className="size-5" />
          </span>
          <span>
            <Words
              as="span"
              of={labels}
              name="ctaCallLabel"
              className="block text-xs font-semibold tracking-widest text-ink-300 uppercase"
            />
            {settings.phone}
          </span>
        </a>
        <Words
          as={ButtonLink}
          of={labels}
          name="ctaAction"
          to={actionLink}
          className="mt-6 w-full"
        />
      </section>
    </div>
  );
}
