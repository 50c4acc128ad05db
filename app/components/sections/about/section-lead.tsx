import { SectionHeading } from "../../ui/section-heading";

/** The about page's text column opening: a left-aligned heading, then the lead paragraphs. */
export function SectionLead({
  headingId,
  copy,
}: {
  headingId: string;
  copy: { label: string; title: string; paragraphs: readonly string[] };
}) {
  return (
    <>
      <SectionHeading id={headingId} align="left" label={copy.label} title={copy.title} />
      {copy.paragraphs.map((p) => (
        <p key={p} className="mt-5 text-lg leading-relaxed text-ink-600">
          {p}
        </p>
      ))}
    </>
  );
}
