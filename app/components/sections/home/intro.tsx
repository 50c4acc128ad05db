import { introSection } from "~/content/home/intro";
import { ButtonLink } from "../../ui/button-link";
import { Icon } from "../../ui/icon";
import { Reveal } from "../../ui/reveal";
import { SectionHeading } from "../../ui/section-heading";

export function Intro() {
  const { image } = introSection;
  return (
    <section aria-labelledby="intro-title" className="py-20 md:py-28">
      <div className="container-site grid items-center gap-14 lg:grid-cols-2">
        <Reveal>
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
            className="h-auto w-full"
          />
        </Reveal>
        <div>
          <SectionHeading
            id="intro-title"
            align="left"
            label={introSection.label}
            title={introSection.title}
          />
          <p className="mt-6 text-lg leading-relaxed text-ink-600">{introSection.paragraph}</p>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2">
            {introSection.tiles.map((tile) => (
              <li
                key={tile.id}
                className="flex gap-4 rounded-2xl bg-white p-5 shadow-[var(--shadow-card)]"
              >
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                  <Icon name={tile.icon} className="size-5" />
                </span>
                <div>
                  <h3 className="font-bold text-ink-900">{tile.title}</h3>
                  <p className="mt-1 text-sm text-ink-600">{tile.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <ButtonLink to={introSection.action.link} className="mt-10">
            {introSection.action.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
