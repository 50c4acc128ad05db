import { ArrowLeft as arrowLeftShape } from "lucide";
import { Link, useNavigation } from "react-router";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { peopleCopy as copy } from "~/content/admin/people";
import {
  MEMBER_LINK_FIELDS,
  PEOPLE_PATHS,
  PERSON_FIELDS,
  type PersonErrors,
  type PersonFields,
  type PersonItem,
} from "~/lib/admin/people";
import type { MediaChoice } from "~/lib/admin/media";
import { MediaPicker } from "./media-picker";
import { EditorForm } from "./editor-form";
import { FormField } from "./form-field";
import { OrderPanel } from "./order-panel";
import { PageHeading } from "./page-heading";
import { SaveNotice } from "./save-notice";
import { adminStyles } from "./styles";
import { useUnsavedChanges } from "./use-unsaved-changes";

const ArrowLeft = lucideIcon(arrowLeftShape);

const f = copy.fields;

/**
 * The editor of a testimonial, a team member or a partner: one real form
 * posting to the route's action, the kind's fields (PERSON_FIELDS), the
 * picture (its path, or a file to upload), the order and the visibility, with
 * a message at each field the server refused. With JavaScript, leaving with
 * unsaved changes asks first.
 */
export function PersonEditor({
  item,
  fields,
  errors,
  message,
  conflict,
  saved,
  library,
}: {
  item: PersonItem;
  fields: PersonFields;
  errors: PersonErrors;
  message: string | null;
  conflict: boolean;
  saved: boolean;
  /** The media library's images, for 'Choose from library'. */
  library: readonly MediaChoice[];
}) {
  const kind = item.kind;
  const shown = PERSON_FIELDS[kind];
  // Until the saved item's data is back, the form still holds the old version.
  const busy = useNavigation().state !== "idle";
  const unsaved = useUnsavedChanges(copy.unsaved);

  const describedBy = (name: keyof PersonFields | "photoUpload", hint: boolean) =>
    [
      name !== "photoUpload" && errors[name] ? `person-${name}-error` : "",
      hint ? `person-${name}-hint` : "",
    ]
      .filter(Boolean)
      .join(" ") || undefined;
  const field = (name: keyof PersonFields, hint = false) => ({
    id: `person-${name}`,
    name,
    defaultValue: fields[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(name, hint),
    className: adminStyles.input,
  });

  return (
    <>
      <PageHeading
        title={item.id === null ? copy.newItem[kind] : copy.editTitle[kind]}
        description={item.id === null ? undefined : item.fields.name}
      >
        <Link to={PEOPLE_PATHS[kind]} className={adminStyles.secondaryButton}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.back[kind]}
        </Link>
      </PageHeading>

      <SaveNotice saved={saved && copy.saved} message={message} />

      <EditorForm
        method="post"
        encType="multipart/form-data"
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
        identity={item.id}
        version={item.version}
        refused={conflict}
        {...unsaved}
      >
        <div className="grid content-start gap-6">
          <section className={`${adminStyles.card} grid gap-5`}>
            <Field label={f.name} name="name" error={errors.name}>
              <input {...field("name")} required maxLength={120} autoComplete="off" />
            </Field>
            {shown.includes("role") && (
              <Field label={f.role} name="role" error={errors.role}>
                <input {...field("role")} maxLength={160} autoComplete="off" />
              </Field>
            )}
            {shown.includes("text") && (
              <Field label={f.text} name="text" error={errors.text} hint={f.textHint}>
                <textarea {...field("text", true)} rows={5} maxLength={1000} required />
              </Field>
            )}
            {shown.includes("rating") && (
              <Field label={f.rating} name="rating" error={errors.rating} hint={f.ratingHint}>
                <input
                  {...field("rating", true)}
                  type="number"
                  min={0}
                  max={5}
                  step={1}
                  inputMode="numeric"
                  className={`${adminStyles.input} max-w-32`}
                />
              </Field>
            )}
            {shown.includes("link") && (
              <Field label={f.link} name="link" error={errors.link} hint={f.linkHint}>
                <input {...field("link", true)} type="url" maxLength={500} />
              </Field>
            )}
            {shown.includes("description") && (
              <Field
                label={f.description}
                name="description"
                error={errors.description}
                hint={f.descriptionHint}
              >
                <input {...field("description", true)} maxLength={300} />
              </Field>
            )}
          </section>

          {kind === "member" && (
            <fieldset className={`${adminStyles.card} grid gap-5`}>
              <legend className="float-left text-lg font-bold text-ink-900">
                {f.linksHeading}
              </legend>
              <p className="-mt-2 text-sm text-ink-600">{f.linksHint}</p>
              <div className="grid gap-5 sm:grid-cols-2">
                {MEMBER_LINK_FIELDS.map((network) => (
                  <Field key={network} label={f[network]} name={network} error={errors[network]}>
                    <input {...field(network)} type="url" maxLength={500} placeholder="https://" />
                  </Field>
                ))}
              </div>
            </fieldset>
          )}

          <section className={`${adminStyles.card} grid gap-5 sm:grid-cols-[8rem_minmax(0,1fr)]`}>
            {fields.photo ? (
              <img
                src={fields.photo}
                alt=""
                width={128}
                height={128}
                className="size-32 rounded-xl bg-ink-50 object-contain ring-1 ring-ink-100"
              />
            ) : (
              <span className="grid size-32 place-items-center rounded-xl bg-ink-100 text-center text-xs text-ink-600">
                {copy.noPhoto}
              </span>
            )}
            <div className="grid content-start gap-5">
              <Field
                label={copy.picture[kind]}
                name="photoUpload"
                error={errors.photo}
                hint={copy.pictureHint[kind]}
              >
                <input
                  id="person-photoUpload"
                  name="photoUpload"
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/avif"
                  aria-invalid={errors.photo ? true : undefined}
                  aria-describedby={
                    [errors.photo ? "person-photoUpload-error" : "", "person-photoUpload-hint"]
                      .filter(Boolean)
                      .join(" ") || undefined
                  }
                  className={`${adminStyles.input} file:mr-3 file:rounded-lg file:border-0 file:bg-brand-100 file:px-3 file:py-1.5 file:font-semibold file:text-brand-700`}
                />
              </Field>
              <MediaPicker
                id="person-photoLibrary"
                name="photoLibrary"
                choices={library}
                current={fields.photo}
              />
              <Field label={copy.currentPicture} name="photo" hint={copy.currentPictureHint}>
                <input
                  {...field("photo")}
                  aria-invalid={undefined}
                  aria-describedby="person-photo-hint"
                  maxLength={500}
                />
              </Field>
            </div>
          </section>
        </div>

        <OrderPanel idPrefix="person" fields={fields} errors={errors} copy={copy} busy={busy} />
      </EditorForm>
    </>
  );
}

function Field({
  label,
  name,
  error,
  hint,
  children,
}: {
  label: string;
  name: keyof PersonFields | "photoUpload";
  error?: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <FormField id={`person-${name}`} label={label} error={error} hint={hint}>
      {children}
    </FormField>
  );
}
