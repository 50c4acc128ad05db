import { useState } from "react";
import { processSection, processSectionTwo } from "~/content/home/process";
import { ButtonLink } from "../../ui/button-link";
import { SectionHeading } from "../../ui/section-heading";

/**
 * Five steps, exactly one active (spec §4). Hovering or focusing a step makes
 * it active; 'Project Requirements' starts active. Stacks below 768 px; up
 * to 1023 px the five columns are narrow, so the cards are tighter there and
 * the longest word of a step name still fits.
 * /home-two shows the spec's second wording of the steps (a name, not the
 * copy, is passed so the page's own code does not carry it).
 */
export function Process({ wording = "first" }: { wording?: "first" | "second" }) {
  const copy = wording === "second" ? processSectionTwo : processSection;
  const [active, setActive] = useState<string>(copy.initialStepId);
  return (
    <section aria-labelledby="process-title" className="bg-hero py-20 text-white md:py-28">
      <div className="container-site">
        <SectionHeading id="process-title" tone="dark" label={copy.label} title={copy.title} />
        <ol className="scroll-scale mt-14 grid gap-4 md:grid-cols-5 md:gap-2 lg:gap-4">
          {copy.steps.map((step) => {
            const isActive = step.id === active;
            return (
              <li key={step.id}>
                <button
                  type="button"
                  aria-current={isActive ? "step" : undefined}
                  data-active={isActive}
                  onMouseEnter={() => setActive(step.id)}
                  onFocus={() => setActive(step.id)}
                  onClick={() => setActive(step.id)}
                  className={`flex h-full w-full flex-col rounded-[var(--radius-card)] border p-6 text-left md:px-3 lg:px-6 transition-[background-color,border-color,transform] duration-300 motion-reduce:transition-none md:min-h-64 ${
                    isActive
                      ? "border-transparent bg-gradient-to-b from-brand-600 to-brand-700 shadow-[0_30px_60px_-30px_rgb(114_87_255/0.9)] md:-translate-y-2"
                      : "border-white/10 bg-white/[0.03] hover:border-white/25"
                  }`}
                >
                  <span
                    className={`text-sm font-bold ${isActive ? "text-white" : "text-accent-300"}`}
                  >
                    {step.number}
                  </span>
                  <span className="mt-4 text-lg leading-snug font-bold md:text-[0.9375rem] lg:text-lg">
                    {step.name}
                  </span>
                  <span
                    className={`mt-3 text-sm leading-relaxed ${isActive ? "text-white" : "text-ink-300"}`}
                  >
                    {step.description}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
        <div className="mt-12 text-center">
          <ButtonLink to={copy.action.link} variant="light">
            {copy.action.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
