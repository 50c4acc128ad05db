import { SectionIndex } from "~/components/admin/section-index";
import { adminStyles } from "~/components/admin/styles";
import type { MediaChoice } from "~/lib/admin/media";
import { CollectionField } from "./collection-field";
import type { CollectionErrors, CollectionFields, Field, Section } from "./collection";

/**
 * A declaration's fields in its cards, in order: a card with a legend is a
 * fieldset (and more than two of them get an index to jump to), one without
 * is a plain card; `side` fields are left to the caller's side panel.
 */
export function FieldCards({
  fields,
  sections = [{ name: "main" }],
  idPrefix,
  values,
  errors,
  library,
  preview,
}: {
  fields: readonly Field[];
  sections?: readonly Section[];
  idPrefix: string;
  /** What the form shows: as stored, or as typed when a save was refused. */
  values: CollectionFields;
  errors: CollectionErrors;
  library: readonly MediaChoice[];
  /** The Markdown field's preview, as the page last rendered it. */
  preview?: string;
}) {
  const legends = sections.filter((section) => section.legend);
  // A picture's alt text is drawn inside the picture's control.
  const alts = new Set(fields.map((field) => field.alt));
  const draw = (section: Section) =>
    fieldsIn(fields, sections, section.name)
      .filter((field) => !alts.has(field.name))
      .map((field) => {
        const alt = fields.find((other) => other.name === field.alt);
        return (
          <CollectionField
            key={field.name}
            bare={field.label === section.legend}
            field={field}
            idPrefix={idPrefix}
            value={values[field.name] ?? ""}
            error={errors[field.name]}
            library={library}
            preview={preview}
            alt={alt && { field: alt, value: values[alt.name] ?? "", error: errors[alt.name] }}
          />
        );
      });
  return (
    <div className="grid content-start gap-6">
      {legends.length > 2 && (
        <SectionIndex
          sections={legends.map((section) => ({
            id: `${idPrefix}-section-${section.name}`,
            title: section.legend!,
          }))}
        />
      )}
      {sections.map((section) =>
        section.legend ? (
          <fieldset
            key={section.name}
            id={`${idPrefix}-section-${section.name}`}
            className={`${adminStyles.card} grid scroll-mt-6 gap-5 sm:grid-cols-2`}
            aria-describedby={section.hint ? `${idPrefix}-${section.name}-hint` : undefined}
          >
            <legend className="float-left text-lg font-bold text-ink-900 sm:col-span-2">
              {section.legend}
            </legend>
            {section.hint && (
              <p
                id={`${idPrefix}-${section.name}-hint`}
                className="-mt-2 text-sm text-ink-600 sm:col-span-2"
              >
                {section.hint}
              </p>
            )}
            {draw(section)}
          </fieldset>
        ) : (
          <section key={section.name} className={`${adminStyles.card} grid gap-5 sm:grid-cols-2`}>
            {draw(section)}
          </section>
        ),
      )}
    </div>
  );
}

/** The fields drawn in a card: those naming it, and those naming none in the first. */
export const fieldsIn = (
  fields: readonly Field[],
  sections: readonly Section[] | undefined,
  section: string,
) => fields.filter((field) => (field.section ?? sections?.[0]?.name ?? "main") === section);
