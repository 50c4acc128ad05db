import { ArrowLeft as arrowLeftShape } from "lucide";
import { Link, useNavigation } from "react-router";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { servicesCopy as copy } from "~/content/admin/services";
import { serviceMenuGroups } from "~/content/service-menus";
import {
  SERVICE_ICONS,
  SERVICES_PATH,
  type ServiceErrors,
  type ServiceFields,
  type ServiceItem,
} from "~/lib/admin/services";
import { HistoryLink } from "./history-link";
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

type FieldName = keyof ServiceFields | "bannerUpload";

/**
 * The editor of a service: one real form posting to the route's action,
 * every field its page shows (the banner a path or a file to upload), the
 * order and the visibility, with a message at each field the server refused.
 * With JavaScript, leaving with unsaved changes asks first.
 */
export function ServiceEditor({
  item,
  fields,
  errors,
  message,
  conflict,
  saved,
  library,
}: {
  item: ServiceItem;
  fields: ServiceFields;
  errors: ServiceErrors;
  message: string | null;
  conflict: boolean;
  saved: boolean;
  /** The media library's images, for 'Choose from library'. */
  library: readonly MediaChoice[];
}) {
  // Until the saved item's data is back, the form still holds the old version.
  const busy = useNavigation().state !== "idle";
  const unsaved = useUnsavedChanges(copy.unsaved);

  const describedBy = (name: FieldName, hint: boolean) =>
    [
      (name === "bannerUpload" ? errors.bannerImage : errors[name]) ? `service-${name}-error` : "",
      hint ? `service-${name}-hint` : "",
    ]
      .filter(Boolean)
      .join(" ") || undefined;
  const field = (name: keyof ServiceFields, hint = false) => ({
    id: `service-${name}`,
    name,
    defaultValue: fields[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(name, hint),
    className: adminStyles.input,
  });

  return (
    <>
      <PageHeading
        title={item.id === null ? copy.newItem : copy.editTitle}
        description={item.id === null ? undefined : item.fields.title}
      >
        <Link to={SERVICES_PATH} className={adminStyles.secondaryButton}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.back}
        </Link>
        {item.id !== null && <HistoryLink kind="service" itemKey={String(item.id)} />}
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
        <div className="grid min-w-0 content-start gap-6">
          <section className={`${adminStyles.card} grid gap-5`}>
            <Field label={f.title} name="title" error={errors.title}>
              <input {...field("title")} required maxLength={120} autoComplete="off" />
            </Field>
            <Field label={f.slug} name="slug" error={errors.slug} hint={f.slugHint}>
              <input
                {...field("slug", true)}
                required
                maxLength={80}
                autoComplete="off"
                spellCheck={false}
              />
            </Field>
            <Field label={f.summary} name="summary" error={errors.summary} hint={f.summaryHint}>
              <textarea {...field("summary", true)} rows={3} maxLength={400} />
            </Field>
            <Field label={f.icon} name="icon" error={errors.icon}>
              <select {...field("icon")} className={`${adminStyles.input} max-w-60`}>
                {SERVICE_ICONS.map((icon) => (
                  <option key={icon} value={icon}>
                    {icon}
                  </option>
                ))}
              </select>
            </Field>
          </section>

          <section className={`${adminStyles.card} grid gap-5 sm:grid-cols-[12rem_minmax(0,1fr)]`}>
            {fields.bannerImage ? (
              <img
                src={fields.bannerImage}
                alt=""
                width={192}
                height={96}
                className="aspect-[2/1] w-48 rounded-xl bg-ink-900 object-cover ring-1 ring-ink-100"
              />
            ) : (
              <span className="aspect-[2/1] w-48 rounded-xl bg-ink-100" />
            )}
            <div className="grid content-start gap-5">
              <Field
                label={f.bannerImage}
                name="bannerUpload"
                error={errors.bannerImage}
                hint={f.bannerHint}
              >
                <input
                  id="service-bannerUpload"
                  name="bannerUpload"
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/avif"
                  aria-invalid={errors.bannerImage ? true : undefined}
                  aria-describedby={describedBy("bannerUpload", true)}
                  className={`${adminStyles.input} file:mr-3 file:rounded-lg file:border-0 file:bg-brand-100 file:px-3 file:py-1.5 file:font-semibold file:text-brand-700`}
                />
              </Field>
              <MediaPicker
                id="service-bannerLibrary"
                name="bannerLibrary"
                choices={library}
                current={fields.bannerImage}
              />
              <Field label={f.currentBanner} name="bannerImage" hint={f.currentBannerHint}>
                <input
                  {...field("bannerImage")}
                  aria-invalid={undefined}
                  aria-describedby="service-bannerImage-hint"
                  maxLength={500}
                />
              </Field>
            </div>
          </section>

          <fieldset className={`${adminStyles.card} grid gap-5`}>
            <legend className="float-left text-lg font-bold text-ink-900">
              {copy.pageHeading}
            </legend>
            <Field
              label={f.description}
              name="description"
              error={errors.description}
              hint={f.descriptionHint}
            >
              <textarea {...field("description", true)} rows={5} maxLength={2000} />
            </Field>
            <Field label={f.why} name="why" error={errors.why} hint={f.whyHint}>
              <textarea {...field("why", true)} rows={5} maxLength={2000} />
            </Field>
            <Field label={f.benefits} name="benefits" error={errors.benefits} hint={f.benefitsHint}>
              <textarea {...field("benefits", true)} rows={9} maxLength={4000} />
            </Field>
            <Field label={f.featuresIntro} name="featuresIntro" error={errors.featuresIntro}>
              <textarea {...field("featuresIntro")} rows={2} maxLength={600} />
            </Field>
            <Field label={f.features} name="features" error={errors.features} hint={f.featuresHint}>
              <textarea {...field("features", true)} rows={6} maxLength={4000} />
            </Field>
            <Field label={f.approachIntro} name="approachIntro" error={errors.approachIntro}>
              <textarea {...field("approachIntro")} rows={2} maxLength={600} />
            </Field>
            <Field
              label={f.approachSteps}
              name="approachSteps"
              error={errors.approachSteps}
              hint={f.approachStepsHint}
            >
              <textarea {...field("approachSteps", true)} rows={8} maxLength={4000} />
            </Field>
            <Field
              label={f.actionLink}
              name="actionLink"
              error={errors.actionLink}
              hint={f.actionLinkHint}
            >
              <input {...field("actionLink", true)} maxLength={500} spellCheck={false} />
            </Field>
          </fieldset>

          <fieldset className={`${adminStyles.card} grid gap-5`}>
            <legend className="float-left text-lg font-bold text-ink-900">{f.seoHeading}</legend>
            <Field label={f.seoTitle} name="seoTitle" error={errors.seoTitle} hint={f.seoTitleHint}>
              <input {...field("seoTitle", true)} maxLength={120} />
            </Field>
            <Field
              label={f.seoDescription}
              name="seoDescription"
              error={errors.seoDescription}
              hint={f.seoDescriptionHint}
            >
              <textarea {...field("seoDescription", true)} rows={3} maxLength={300} />
            </Field>
          </fieldset>

          <fieldset className={`${adminStyles.card} grid gap-5`}>
            <legend className="float-left text-lg font-bold text-ink-900">{f.menuHeading}</legend>
            <Field
              label={f.menuTitle}
              name="menuTitle"
              error={errors.menuTitle}
              hint={f.menuTitleHint}
            >
              <input {...field("menuTitle", true)} maxLength={80} autoComplete="off" />
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field
                label={f.menuGroup}
                name="menuGroup"
                error={errors.menuGroup}
                hint={f.menuGroupHint}
              >
                <select {...field("menuGroup", true)}>
                  {serviceMenuGroups.map((group) => (
                    <option key={group.id} value={group.id}>
                      {group.title}
                    </option>
                  ))}
                  <option value="none">{copy.noGroup}</option>
                </select>
              </Field>
              <Field
                label={f.menuOrder}
                name="menuOrder"
                error={errors.menuOrder}
                hint={f.menuOrderHint}
              >
                <input {...field("menuOrder", true)} type="number" step={1} inputMode="numeric" />
              </Field>
            </div>
            <Field
              label={f.menuDescription}
              name="menuDescription"
              error={errors.menuDescription}
              hint={f.menuDescriptionHint}
            >
              <input {...field("menuDescription", true)} maxLength={80} />
            </Field>
            <Field label={f.menuMore} name="menuMore" error={errors.menuMore} hint={f.menuMoreHint}>
              <textarea {...field("menuMore", true)} rows={3} maxLength={2000} />
            </Field>
            <Field label={f.inFooter} name="inFooter" error={errors.inFooter} hint={f.inFooterHint}>
              <select {...field("inFooter", true)} className={`${adminStyles.input} max-w-60`}>
                <option value="listed">{copy.listed}</option>
                <option value="not-listed">{copy.notListed}</option>
              </select>
            </Field>
          </fieldset>
        </div>

        <OrderPanel idPrefix="service" fields={fields} errors={errors} copy={copy} busy={busy} />
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
  name: FieldName;
  error?: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <FormField id={`service-${name}`} label={label} error={error} hint={hint}>
      {children}
    </FormField>
  );
}
