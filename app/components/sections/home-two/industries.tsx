import { industries, techStack } from "~/content/home-two/industries";
import { SectionHeading } from "../../ui/section-heading";
import { IconCardGrid } from "../icon-card-grid";

/** The industries Genesis knows, then the stack it builds with. */
export function Industries() {
  return (
    <>
      <section aria-labelledby="industries-title" className="py-20 md:py-28">
        <div className="container-site">
          <SectionHeading id="industries-title" label={industries.label} title={industries.title} />
          <IconCardGrid items={industries.items} accent="gradient" />
        </div>
      </section>
      <section aria-labelledby="stack-title" className="pb-20 md:pb-28">
        <div className="container-site">
          <SectionHeading id="stack-title" label={techStack.label} title={techStack.title} />
          <ul className="mx-auto mt-10 flex max-w-4xl flex-wrap justify-center gap-3">
            {techStack.items.map((tech) => (
              <li
                key={tech}
                className="rounded-full border border-ink-200 bg-white px-5 py-2.5 text-sm font-semibold text-ink-800"
              >
                {tech}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
