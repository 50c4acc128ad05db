import { SectionHeading } from "../../ui/section-heading";

/** The about page's text column opening: a left-aligned heading, then the lead paragraphs. */
export function SectionLead({
  headingId,
  label,
  title,
  paragraphs,
}: {
  headingId: string;
  label: string;
  title: string;
  paragraphs: readonly string[];
}) {
  return (
    <>
      <SectionHeading id={headingId} align="left" label={label} title={title} />
      {paragraphs.map((p, i) => (
        <p key={i} className="mt-5 text-lg leading-relaxed text-ink-600">
          {p}
        </p>
      ))}
    </>
  );
}
