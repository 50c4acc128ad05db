import type { ReactNode } from "react";
import { langOf } from "~/lib/fallback-language";

/**
 * The section heading pattern: a small label over a title, e.g. 'Our Services'
 * over 'Smart Solutions for a Digital World'. The title is the section's h2.
 */
export function SectionHeading({
  label,
  title,
  intro,
  align = "center",
  tone = "light",
  id,
  as: Heading = "h2",
  langs = {},
}: {
  label?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: "center" | "left";
  /** `light` for white or tinted backgrounds, `dark` for the navy bands. */
  tone?: "light" | "dark";
  id?: string;
  as?: "h1" | "h2" | "h3";
  /** Each text's language where it is not the page's (app/lib/fallback-language.ts). */
  langs?: { label?: string | undefined; title?: string | undefined; intro?: string | undefined };
}) {
  const center = align === "center";
  return (
    <div className={center ? "mx-auto max-w-3xl text-center" : "max-w-2xl"}>
      {label && (
        <p
          lang={langs.label}
          className={`inline-flex items-center gap-2 text-sm font-bold tracking-widest uppercase ${
            tone === "dark" ? "text-accent-300" : "text-brand-700"
          }`}
        >
          <span aria-hidden="true" className="h-px w-6 bg-current" />
          {label}
        </p>
      )}
      <Heading
        id={id}
        lang={langs.title}
        className={`mt-3 text-3xl leading-tight font-extrabold tracking-tight text-balance md:text-5xl ${
          tone === "dark" ? "text-white" : "text-ink-900"
        }`}
      >
        {title}
      </Heading>
      {intro && (
        <p
          lang={langs.intro}
          className={`mt-5 text-lg leading-relaxed ${tone === "dark" ? "text-ink-200" : "text-ink-600"}`}
        >
          {intro}
        </p>
      )}
    </div>
  );
}

/**
 * Several of `item`'s words' languages at once, named for where they go:
 * `langsOf(copy, { label: "label", title: "heading" })` for `langs`.
 */
export function langsOf<K extends string>(
  item: object | null | undefined,
  keys: Record<K, string>,
): Record<K, string | undefined> {
  const langs = {} as Record<K, string | undefined>;
  for (const name in keys) langs[name] = langOf(item, keys[name]);
  return langs;
}

type HeadingWords<N extends string> = Record<`${N}Label` | `${N}Title`, string> &
  Partial<Record<`${N}Intro`, string>>;

/**
 * A heading's words from a page's copy that names them `<name>Label`,
 * `<name>Title` and `<name>Intro`, each with its language:
 * `<SectionHeading id="values-heading" {...headingOf(copy, "values")} />`.
 */
export function headingOf<N extends string>(copy: HeadingWords<N>, name: N) {
  const keys = { label: `${name}Label`, title: `${name}Title`, intro: `${name}Intro` };
  const words = copy as Record<string, string | undefined>;
  return {
    label: words[keys.label],
    title: words[keys.title],
    intro: words[keys.intro],
    langs: langsOf(copy, keys),
  };
}
