import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { Link } from "react-router";
import { langOf } from "~/lib/fallback-language";
import type { ImageView } from "~/lib/publishing";
import type { SiteService as Service } from "~/lib/site-content";
import { Icon } from "~/components/ui/icon";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { Words } from "~/components/ui/words";

const ArrowUpRight = lucideIcon(lucide.ArrowUpRight);

/** A service's banner as a picture, 1200×600 (its title beside it says what it is). */
export const serviceBanner = (service: Service): ImageView => ({
  src: service.bannerImage,
  alt: "",
  width: 1200,
  height: 600,
  ...(service.bannerSources && { sources: service.bannerSources }),
  ...(service.bannerFocus && { focus: service.bannerFocus }),
});

/**
 * A service card: artwork, icon, title and description; the whole card links
 * to /service/{id} through its title (one link per card).
 */
export function ServiceCard({
  service,
  headingLevel: Heading = "h3",
  eager = false,
  priority = false,
  actionLabel,
  actionLang,
}: {
  service: Service;
  headingLevel?: "h2" | "h3";
  eager?: boolean;
  /** The image is the page's largest paint: fetch it first. */
  priority?: boolean;
  /** The visual call to action (the page's words); the card's link is its title. */
  actionLabel: string;
  /** The action's language where it is not the page's (app/lib/fallback-language.ts). */
  actionLang?: string | undefined;
}) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-ink-100 transition-[box-shadow,transform] duration-300 focus-within:shadow-[var(--shadow-card-hover)] hover:-translate-y-1 hover:shadow-[var(--shadow-card-hover)] motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="relative aspect-[2/1] overflow-hidden bg-ink-900">
        <ResponsiveImage
          image={serviceBanner(service)}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          eager={eager || priority}
          priority={priority}
          decorative
          className="h-full w-full object-cover transition-transform duration-700 group-hover:scale-105 motion-reduce:transition-none"
        />
      </div>
      <div className="relative flex flex-1 flex-col px-7 pt-10 pb-7">
        <span className="absolute -top-7 left-7 inline-flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600 to-brand-500 text-white shadow-[0_12px_24px_-10px_rgb(91_61_245/0.8)] ring-4 ring-white">
          <Icon name={service.icon} />
        </span>
        <Heading className="text-xl font-bold tracking-tight text-ink-900">
          <Link
            to={`/service/${service.id}`}
            lang={langOf(service, "title")}
            className="after:absolute after:inset-0 after:rounded-[var(--radius-card)] after:content-[''] hover:text-brand-700 focus-visible:outline-none"
          >
            {service.title}
          </Link>
        </Heading>
        <Words
          of={service}
          name="description"
          className="mt-3 flex-1 leading-relaxed text-ink-600"
        />
        <span
          aria-hidden="true"
          lang={actionLang}
          className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700"
        >
          {actionLabel}
          <ArrowUpRight className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5" />
        </span>
      </div>
    </article>
  );
}
