import { industryIcons } from "~/content/home-two/industries";
import type { HomeTwoCopy } from "~/lib/page-copy";
import { headingOf, SectionHeading } from "../../ui/section-heading";
import { IconCardGrid } from "../icon-card-grid";

/** The industries Genesis knows, then the stack it builds with (the icons are the designers'). */
export function Industries({
  copy,
}: {
  copy: Pick<
    HomeTwoCopy,
    | "industriesLabel"
    | "industriesTitle"
    | "industries"
    | "stackLabel"
    | "stackTitle"
    | "stackItems"
  >;
}) {
  return (
    <>
      <section aria-labelledby="industries-title" className="py-20 md:py-28">
        <div className="container-site">
          <SectionHeading id="industries-title" {...headingOf(copy, "industries")} />
          <IconCardGrid
            items={copy.industries.map((item, i) => ({
              ...item,
              id: String(i),
              icon: industryIcons[i % industryIcons.length]!,
            }))}
            accent="gradient"
          />
        </div>
      </section>
      <section aria-labelledby="stack-title" className="pb-20 md:pb-28">
        <div className="container-site">
          <SectionHeading id="stack-title" {...headingOf(copy, "stack")} />
          <ul className="mx-auto mt-10 flex max-w-4xl flex-wrap justify-center gap-3">
            {copy.stackItems.map(({ name: tech }, position) => (
              <li
                key={position}
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
