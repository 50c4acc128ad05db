import { useState } from "react";
import { processLink } from "~/content/home/process";
import type { ProcessCopy } from "~/lib/page-copy";
import { ButtonLink } from "../../ui/button-link";
import { headingOf, SectionHeading } from "../../ui/section-heading";
import { Words } from "~/components/ui/words";

/** The step active before any hover or focus: the second (spec §3). */
const INITIAL_STEP = 1;

/**
 * Five steps, exactly one active (spec §4). Hovering or focusing a step makes
 * it active; the second starts active. Stacks below 768 px; up
 * to 1023 px the five columns are narrow, so the cards are tighter there and
 * the longest word of a step name still fits.
 * Each home page has its own words (/home-two the spec's second wording),
 * from its copy; a step's number is its place.
 */
export function Process({ copy }: { copy: ProcessCopy }) {
  const [active, setActive] = useState(INITIAL_STEP);
  return (
    <section aria-labelledby="process-title" className="bg-hero py-20 text-white md:py-28">
      <div className="container-site">
        <SectionHeading id="process-title" tone="dark" {...headingOf(copy, "process")} />
        <ol className="scroll-scale mt-14 grid gap-4 md:grid-cols-5 md:gap-2 lg:gap-4">
          {copy.processSteps.map((step, position) => {
            const isActive = position === active;
            return (
              <li key={position}>
                <button
                  type="button"
                  aria-current={isActive ? "step" : undefined}
                  data-active={isActive}
                  onMouseEnter={() => setActive(position)}
                  onFocus={() => setActive(position)}
                  onClick={() => setActive(position)}
                  className={`flex h-full w-full flex-col rounded-[var(--radius-card)] border p-6 text-left md:px-3 lg:px-6 transition-[background-color,border-color,transform] duration-300 motion-reduce:transition-none md:min-h-64 ${
                    isActive
                      ? "border-transparent bg-gradient-to-b from-brand-600 to-brand-700 shadow-[0_30px_60px_-30px_rgb(114_87_255/0.9)] md:-translate-y-2"
                      : "border-white/10 bg-white/[0.03] hover:border-white/25"
                  }`}
                >
                  <span
                    className={`text-sm font-bold ${isActive ? "text-white" : "text-accent-300"}`}
                  >
                    {String(position + 1).padStart(2, "0")}
                  </span>
                  <Words
                    as="span"
                    of={step}
                    name="name"
                    className="mt-4 text-lg leading-snug font-bold md:text-[0.9375rem] lg:text-lg"
                  />
                  <Words
                    as="span"
                    of={step}
                    name="description"
                    className={`mt-3 text-sm leading-relaxed ${isActive ? "text-white" : "text-ink-300"}`}
                  />
                </button>
              </li>
            );
          })}
        </ol>
        <div className="mt-12 text-center">
          <Words as={ButtonLink} of={copy} name="processAction" to={processLink} variant="light" />
        </div>
      </div>
    </section>
  );
}
