import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { Link } from "react-router";
import { projectsSliderOptions } from "~/content/home-two/projects";
import type { HomeTwoCopy } from "~/lib/page-copy";
import { portfolioImage, type PortfolioItem } from "~/lib/portfolio";
import { headingOf, SectionHeading } from "../../ui/section-heading";
import { Slider } from "../../ui/slider";
import { SliderCard } from "./slider-card";
import { Words } from "~/components/ui/words";

const ArrowUpRight = lucideIcon(lucide.ArrowUpRight);

/** The latest projects, from the database: image, title, description, link to its own page. */
export function ProjectsSlider({
  items,
  linkPrefix,
  copy,
}: {
  items: PortfolioItem[];
  copy: Pick<
    HomeTwoCopy,
    | "projectsLabel"
    | "projectsTitle"
    | "projectsSliderLabel"
    | "projectsViewProject"
    | "projectsEmpty"
  >;
  /** "/home-two": the cards open the project in this copy of the site. */
  linkPrefix: string;
}) {
  return (
    <section aria-labelledby="projects-two-title" className="bg-ink-950 py-20 text-white md:py-28">
      <div className="container-site">
        <SectionHeading id="projects-two-title" tone="dark" {...headingOf(copy, "projects")} />
        {items.length === 0 ? (
          <Words
            of={copy}
            name="projectsEmpty"
            className="mt-12 text-center text-lg text-ink-200"
          />
        ) : (
          <Slider
            label={copy.projectsSliderLabel}
            options={projectsSliderOptions}
            className="mt-14"
            controlsTone="dark"
          >
            {items.map((item) => (
              <SliderCard
                key={item.id}
                image={portfolioImage(item)}
                sizes="(min-width: 1400px) 25vw, (min-width: 1200px) 33vw, (min-width: 768px) 50vw, 100vw"
                className="bg-ink-900"
                imageClassName="aspect-[4/3] w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
                bodyClassName="p-6"
              >
                <h3 className="text-lg font-bold">{item.name}</h3>
                <p className="mt-1 text-sm text-ink-300">{item.title}</p>
                <Link
                  to={item.slug ? `${linkPrefix}/projects/${item.slug}` : "/project-details"}
                  className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-300 hover:text-white"
                >
                  <Words as="span" of={copy} name="projectsViewProject" />
                  <span className="sr-only">: {item.name}</span>
                  <ArrowUpRight aria-hidden="true" className="size-4" />
                </Link>
              </SliderCard>
            ))}
          </Slider>
        )}
      </div>
    </section>
  );
}
