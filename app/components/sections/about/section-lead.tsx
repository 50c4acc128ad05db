import { SectionHeading } from "../../ui/section-heading";

type Lang = string | undefined;

/** The about page's text column opening: a left-aligned heading, then the lead paragraphs. */
export function SectionLead({
  headingId,
  label,
  title,
  paragraphs,
  langs = {},
}: {
  headingId: string;
  label: string;
  title: string;
  paragraphs: readonly string[];
  /** Each text's language where it is not the page's (app/lib/fallback-language.ts). */
  langs?: { label?: Lang; title?: Lang; paragraphs?: readonly Lang[] };
}) {
  return (
    <>
      <SectionHeading id={headingId} align="left" label={label} title={title} langs={langs} />
      {paragraphs.map((p, i) => (
        <p
          key={i}
          lang={langs.paragraphs?.[i]}
          className="mt-5 text-lg leading-relaxed text-ink-600"
        >
          {p}
        </p>
      ))}
    </>
  );
}
