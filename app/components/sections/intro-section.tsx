import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { langOf } from "~/lib/fallback-language";
import { ButtonLink } from "../ui/button-link";
import { Icon } from "../ui/icon";
import { Reveal } from "../ui/reveal";
import { langsOf, SectionHeading } from "../ui/section-heading";
import type { IconCard } from "./icon-card-grid";
import { Words } from "~/components/ui/words";

const CircleCheck = lucideIcon(lucide.CircleCheck);

interface IntroImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * What the section says; its highlights are either short points or tiles,
 * each an item of the page's copy (with its marks, app/lib/fallback-language.ts).
 */
export type IntroCopy = {
  label: string;
  title: string;
  text: string;
  image: IntroImage;
  action: { label: string; link: string };
  /** Each text's language where it is not the page's (app/lib/fallback-language.ts). */
  langs?: {
    label?: string | undefined;
    title?: string | undefined;
    text?: string | undefined;
    action?: string | undefined;
    /** The picture's alt text. */
    image?: string | undefined;
  };
} & ({ points: readonly { text: string }[] } | { tiles: readonly IconCard[] });

type IntroWords<N extends string> = Record<
  `${N}Label` | `${N}Title` | `${N}Text` | `${N}Action` | `${N}ImageAlt`,
  string
>;

/**
 * The section's words from a page's copy that names them `<name>Label`,
 * `<name>Title`, `<name>Text`, `<name>Action` and `<name>ImageAlt`, each with
 * its language, around the page's picture and link:
 * `copy={{ ...introOf(copy, "about", aboutLayout), points: copy.aboutPoints }}`.
 */
export function introOf<N extends string>(
  copy: IntroWords<N>,
  name: N,
  layout: { image: Omit<IntroImage, "alt">; link: string },
) {
  const keys = {
    label: `${name}Label`,
    title: `${name}Title`,
    text: `${name}Text`,
    action: `${name}Action`,
    image: `${name}ImageAlt`,
  } as const;
  const words = copy as Record<string, string>;
  return {
    label: words[keys.label]!,
    title: words[keys.title]!,
    text: words[keys.text]!,
    image: { ...layout.image, alt: words[keys.image]! },
    action: { label: words[keys.action]!, link: layout.link },
    langs: langsOf(copy, keys),
  };
}

/**
 * Who we are, told beside an illustration: a heading, a paragraph, the
 * highlights and a link on (the main home's intro, home two's about block).
 */
export function IntroSection({ headingId, copy }: { headingId: string; copy: IntroCopy }) {
  const { image, langs = {} } = copy;
  return (
    <section aria-labelledby={headingId} className="py-20 md:py-28">
      <div className="container-site grid items-center gap-14 lg:grid-cols-2">
        <Reveal>
          <img
            src={image.src}
            alt={image.alt}
            lang={langs.image}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
            className="h-auto w-full"
          />
        </Reveal>
        <div>
          <SectionHeading
            id={headingId}
            align="left"
            label={copy.label}
            title={copy.title}
            langs={{ label: langs.label, title: langs.title }}
          />
          <p lang={langs.text} className="mt-6 text-lg leading-relaxed text-ink-600">
            {copy.text}
          </p>
          {"tiles" in copy ? <Tiles tiles={copy.tiles} /> : <Points points={copy.points} />}
          <ButtonLink to={copy.action.link} lang={langs.action} className="mt-10">
            {copy.action.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

function Points({ points }: { points: readonly { text: string }[] }) {
  return (
    <ul className="mt-8 space-y-3">
      {points.map((point) => (
        <li
          key={point.text}
          lang={langOf(point, "text")}
          className="flex items-center gap-3 font-medium text-ink-800"
        >
          <CircleCheck aria-hidden="true" className="size-5 text-brand-600" />
          {point.text}
        </li>
      ))}
    </ul>
  );
}

function Tiles({ tiles }: { tiles: readonly IconCard[] }) {
  return (
    <ul className="mt-10 grid gap-4 sm:grid-cols-2">
      {tiles.map((tile) => (
        <li
          key={tile.id}
          className="flex gap-4 rounded-2xl bg-white p-5 shadow-[var(--shadow-card)]"
        >
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
            <Icon name={tile.icon} className="size-5" />
          </span>
          <div>
            <Words as="h3" of={tile} name="title" className="font-bold text-ink-900" />
            <Words of={tile} name="text" className="mt-1 text-sm text-ink-600" />
          </div>
        </li>
      ))}
    </ul>
  );
}
