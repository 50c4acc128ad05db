import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { Link, useLocation } from "react-router";
import { langOf } from "~/lib/fallback-language";
import { useInterfaceWords } from "~/lib/interface-words";
import type { ProjectsCopy } from "~/lib/page-copy";
import { sitePrefix } from "~/lib/item-route";
import { portfolioImage, type PortfolioItem } from "~/lib/portfolio";
import { ResponsiveImage } from "../ui/responsive-image";
import { Words } from "~/components/ui/words";

const ArrowUpRight = lucideIcon(lucide.ArrowUpRight);

export function ProjectsGrid({
  items,
  copy,
}: {
  items: PortfolioItem[];
  /** The list's name (for screen readers) and its empty state, in the page's language. */
  copy: Pick<ProjectsCopy, "heading" | "empty">;
}) {
  const prefix = sitePrefix(useLocation().pathname);
  const words = useInterfaceWords();
  if (items.length === 0) {
    return (
      <section className="container-site py-24 text-center">
        <Words as="h2" of={copy} name="empty" className="text-2xl font-bold text-ink-700" />
      </section>
    );
  }
  return (
    <section aria-label={copy.heading} className="container-site py-16 md:py-24">
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => (
          <li key={item.id} className={index >= 3 ? "render-near" : undefined}>
            <article className="group relative overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] transition-shadow hover:shadow-[var(--shadow-card-hover)]">
              <div className="aspect-[4/3] overflow-hidden bg-ink-100">
                <ResponsiveImage
                  image={portfolioImage(item)}
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                  eager={index < 3}
                  // The first card's image is the largest paint on a phone.
                  priority={index === 0}
                  decorative
                  className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
                />
              </div>
              <div className="p-6">
                <h2 className="text-lg font-bold text-ink-900">
                  {item.slug ? (
                    // The whole card is the link's target (the ::after covers it).
                    <Link
                      to={`${prefix}/projects/${item.slug}`}
                      className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none focus-visible:after:rounded-[var(--radius-card)] focus-visible:after:ring-2 focus-visible:after:ring-brand-600"
                    >
                      {item.name}
                    </Link>
                  ) : (
                    item.name
                  )}
                </h2>
                <p className="mt-1 text-sm text-ink-600">{item.title}</p>
                {item.slug && (
                  <p
                    aria-hidden="true"
                    lang={langOf(words, "viewProject")}
                    className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700"
                  >
                    {words.viewProject}
                    <ArrowUpRight className="size-4" />
                  </p>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
