import { ButtonLink } from "../ui/button-link";

interface HeroProps {
  eyebrow?: string;
  headline: string;
  subtext: string;
  primaryAction: { label: string; link: string };
  secondaryAction: { label: string; link: string };
}

/** The dark opening band of a home page; its headline is the page's h1. */
export function Hero({ eyebrow, headline, subtext, primaryAction, secondaryAction }: HeroProps) {
  return (
    <section className="bg-hero text-white">
      <div className="container-site pt-36 pb-20 md:pt-48 md:pb-32">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-4 max-w-4xl text-5xl leading-[1.05] font-extrabold tracking-tight md:text-7xl">
          {headline}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-200 md:text-xl">{subtext}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink to={primaryAction.link}>{primaryAction.label}</ButtonLink>
          <ButtonLink to={secondaryAction.link} variant="outline">
            {secondaryAction.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
