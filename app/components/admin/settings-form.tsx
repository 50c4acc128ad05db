import { useNavigation } from "react-router";
import { settingsCopy as copy } from "~/content/admin/settings";
import type { FieldErrors } from "~/forms/field-errors";
import { SETTINGS_LIMITS, SOCIAL_ROWS, socialFields } from "~/forms/admin/settings-forms";
import { SOCIAL_NETWORK_NAMES } from "~/components/ui/social-icon";
import { SOCIAL_NETWORKS } from "~/lib/social-networks";
import type { MediaChoice } from "~/lib/admin/media";
import { EditorForm } from "./editor-form";
import { FormField } from "./form-field";
import { ImageFileField } from "./media-parts";
import { MediaPicker } from "./media-picker";
import { adminStyles } from "./styles";

const f = copy.fields;
// A refused field's border says so too (its message is under it).
const INPUT = `${adminStyles.input} aria-invalid:border-rose-400`;

/**
 * The site's settings as one form (it works without JavaScript): contact,
 * address, social links, search and sharing, each a fieldset, with a message
 * at each refused field. `values` are the form's fields (as stored, or as
 * typed when the save was `refused`); `version` is what the save is checked at.
 */
export function SettingsForm({
  values,
  errors,
  version,
  refused,
  library,
}: {
  values: Record<string, string>;
  errors: FieldErrors;
  version: string;
  refused: boolean;
  /** The media library's images, for 'Choose from library'. */
  library: readonly MediaChoice[];
}) {
  const busy = useNavigation().state !== "idle";
  const field = (name: string) => ({
    id: `settings-${name}`,
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(name, errors),
    className: INPUT,
  });
  // The links there are, and room for two more (up to the form's rows).
  const filled = Array.from({ length: SOCIAL_ROWS }, (_, i) => i + 1).filter((row) => {
    const names = socialFields(row);
    return Boolean(values[names.url] || values[names.network]);
  });
  const rows = Math.min(SOCIAL_ROWS, Math.max(4, (filled.at(-1) ?? 0) + 2));

  return (
    <EditorForm
      method="post"
      encType="multipart/form-data"
      className="grid gap-6"
      noValidate
      identity="settings"
      version={version}
      refused={refused}
    >
      <div className="grid gap-6 xl:grid-cols-2">
        <Group legend={copy.groups.contact} hint={copy.groupHints.contact} name="contact">
          <Field label={f.siteName} name="siteName" error={errors.siteName}>
            <input {...field("siteName")} required maxLength={SETTINGS_LIMITS.siteName} />
          </Field>
          <Field
            label={f.legalName}
            name="legalName"
            error={errors.legalName}
            hint={f.legalNameHint}
          >
            <input {...field("legalName")} maxLength={SETTINGS_LIMITS.legalName} />
          </Field>
          <div className="grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <Field label={f.phone} name="phone" error={errors.phone}>
              <input
                {...field("phone")}
                type="tel"
                autoComplete="off"
                required
                maxLength={SETTINGS_LIMITS.phone}
              />
            </Field>
            <Field label={f.email} name="email" error={errors.email}>
              <input
                {...field("email")}
                type="email"
                autoComplete="off"
                required
                maxLength={SETTINGS_LIMITS.email}
              />
            </Field>
          </div>
          <Field
            label={f.openingHours}
            name="openingHours"
            error={errors.openingHours}
            hint={f.openingHoursHint}
          >
            <textarea {...field("openingHours")} rows={3} />
          </Field>
        </Group>

        <Group legend={copy.groups.address} hint={copy.groupHints.address} name="address">
          <Field label={f.street} name="street" error={errors.street}>
            <input {...field("street")} required maxLength={SETTINGS_LIMITS.street} />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={f.city} name="city" error={errors.city}>
              <input {...field("city")} required maxLength={SETTINGS_LIMITS.city} />
            </Field>
            <Field label={f.region} name="region" error={errors.region}>
              <input {...field("region")} maxLength={SETTINGS_LIMITS.region} />
            </Field>
            <Field label={f.postcode} name="postcode" error={errors.postcode}>
              <input {...field("postcode")} maxLength={SETTINGS_LIMITS.postcode} />
            </Field>
            <Field label={f.country} name="country" error={errors.country}>
              <input {...field("country")} required maxLength={SETTINGS_LIMITS.country} />
            </Field>
          </div>
          <Field label={f.mapQuery} name="mapQuery" error={errors.mapQuery} hint={f.mapQueryHint}>
            <input {...field("mapQuery")} maxLength={SETTINGS_LIMITS.mapQuery} />
          </Field>
        </Group>

        <Group legend={copy.groups.socials} hint={copy.groupHints.socials} name="socials">
          <div aria-hidden="true" className="hidden grid-cols-[8.5rem_minmax(0,1fr)] gap-3 sm:grid">
            <span className={adminStyles.label}>{f.network}</span>
            <span className={adminStyles.label}>{f.address}</span>
          </div>
          <ul className="grid gap-4 sm:gap-3">
            {Array.from({ length: rows }, (_, index) => {
              const row = index + 1;
              const names = socialFields(row);
              const error = errors[names.network] ?? errors[names.url];
              return (
                <li key={row} className="grid gap-2">
                  <div className="grid grid-cols-[7.75rem_minmax(0,1fr)] gap-2 sm:grid-cols-[8.5rem_minmax(0,1fr)] sm:gap-3">
                    <label htmlFor={`settings-${names.network}`} className="sr-only">
                      {f.networkOf(row)}
                    </label>
                    <select
                      {...field(names.network)}
                      // Room for "Instagram" beside its address on a phone.
                      className={INPUT.replace("px-4", "px-3 sm:px-4")}
                      aria-describedby={errors[names.network] ? `settings-${row}-error` : undefined}
                    >
                      <option value="">{f.chooseNetwork}</option>
                      {SOCIAL_NETWORKS.map((network) => (
                        <option key={network} value={network}>
                          {SOCIAL_NETWORK_NAMES[network]}
                        </option>
                      ))}
                    </select>
                    <label htmlFor={`settings-${names.url}`} className="sr-only">
                      {f.addressOf(row)}
                    </label>
                    <input
                      {...field(names.url)}
                      type="url"
                      inputMode="url"
                      placeholder="https://"
                      maxLength={SETTINGS_LIMITS.socialUrl}
                      aria-describedby={errors[names.url] ? `settings-${row}-error` : undefined}
                    />
                  </div>
                  {error && (
                    <p id={`settings-${row}-error`} className="text-sm font-medium text-rose-700">
                      {error}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </Group>

        <Group legend={copy.groups.sharing} hint={copy.groupHints.sharing} name="sharing">
          <Field
            label={f.metaDescription}
            name="metaDescription"
            error={errors.metaDescription}
            hint={f.metaDescriptionHint(SETTINGS_LIMITS.metaDescription)}
          >
            <textarea
              {...field("metaDescription")}
              rows={4}
              maxLength={SETTINGS_LIMITS.metaDescription}
            />
          </Field>
          <Field
            label={f.shareImage}
            name="shareImage"
            error={errors.shareImage}
            hint={f.shareImageHint}
          >
            <input
              {...field("shareImage")}
              placeholder="/images/og/home.png"
              maxLength={SETTINGS_LIMITS.shareImage}
            />
          </Field>
          <MediaPicker
            id="settings-shareLibrary"
            name="shareLibrary"
            choices={library}
            current={values.shareImage}
          />
          <ImageFileField
            id="settings-shareUpload"
            name="shareUpload"
            label={f.shareUpload}
            hint={f.shareUploadHint}
          />
        </Group>
      </div>

      <div className="flex flex-wrap items-center justify-end gap-3">
        <button type="submit" disabled={busy} className={adminStyles.primaryButton}>
          {busy ? copy.saving : copy.save}
        </button>
      </div>
    </EditorForm>
  );
}

const describedBy = (name: string, errors: FieldErrors) =>
  [errors[name] ? `settings-${name}-error` : "", hintOf(name) ? `settings-${name}-hint` : ""]
    .filter(Boolean)
    .join(" ") || undefined;

const HINTED = new Set(["legalName", "openingHours", "mapQuery", "metaDescription", "shareImage"]);
const hintOf = (name: string) => HINTED.has(name);

function Group({
  legend,
  hint,
  name,
  children,
}: {
  legend: string;
  hint: string;
  name: string;
  children: React.ReactNode;
}) {
  return (
    <div className={adminStyles.card}>
      <fieldset className="grid min-w-0 gap-5" aria-describedby={`settings-${name}-group-hint`}>
        <legend className="float-left w-full text-lg font-bold text-ink-900">{legend}</legend>
        <p id={`settings-${name}-group-hint`} className="-mt-4 text-sm text-ink-600">
          {hint}
        </p>
        {children}
      </fieldset>
    </div>
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
  name: string;
  error?: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <FormField id={`settings-${name}`} label={label} error={error} hint={hint}>
      {children}
    </FormField>
  );
}
