import { industries, techStack } from "~/content/home-two";
import { Icon } from "../../ui/icon";
import { Reveal } from "../../ui/reveal";
import { SectionHeading } from "../../ui/section-heading";

const staggers = [0, 0.2, 0.3, 0.4] as const;

/** The industries Genesis knows, then the stack it builds with. */
export function Industries() {
  return (
    <>
      <section aria-labelledby="industries-title" className="py-20 md:py-28">
        <div className="container-site">
          <SectionHeading id="industries-title" label={industries.label} title={industries.title} />
          <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {industries.items.map((item, i) => (
              <Reveal
                as="li"
                key={item.id}
                delay={staggers[i]}
                className="rounded-[var(--radius-card)] border border-ink-100 bg-white p-7 shadow-[var(--shadow-card)]"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-accent-400 text-white">
                  <Icon name={item.icon} />
                </span>
                <h3 className="mt-5 text-lg font-bold text-ink-900">{item.title}</h3>
                <p className="mt-2 text-ink-600">{item.text}</p>
              </Reveal>
            ))}
          </ul>
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
