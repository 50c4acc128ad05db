import { ArrowLeft as arrowLeftShape } from "lucide";
import { Link, useNavigation } from "react-router";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { pricingCopy as copy } from "~/content/admin/pricing";
import { PRICING_PATH, type PlanErrors, type PlanFields, type PlanItem } from "~/lib/admin/pricing";
import { PLAN_ICONS } from "~/lib/plan-icons";
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
 * The editor of a pricing plan: one real form posting to the route's action,
 * the title, price, period, icon, features (one a line), the button's label
 * and link, 'Most popular', the order and the visibility, with a message at
 * each field the server refused. With JavaScript, leaving with unsaved
 * changes asks first.
 */
export function PlanEditor({
  item,
  fields,
  errors,
  message,
  conflict,
  saved,
}: {
  item: PlanItem;
  fields: PlanFields;
  errors: PlanErrors;
  message: string | null;
  conflict: boolean;
  saved: boolean;
}) {
  // Until the saved plan's data is back, the form still holds the old version.
  const busy = useNavigation().state !== "idle";
  const unsaved = useUnsavedChanges(copy.unsaved);

  const field = (name: keyof PlanFields, hint = false) => ({
    id: `plan-${name}`,
    name,
    defaultValue: fields[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby":
      [errors[name] ? `plan-${name}-error` : "", hint ? `plan-${name}-hint` : ""]
        .filter(Boolean)
        .join(" ") || undefined,
    className: adminStyles.input,
  });

  return (
    <>
      <PageHeading
        title={item.id === null ? copy.newItem : copy.editTitle}
        description={item.id === null ? undefined : item.fields.title}
      >
        <Link to={PRICING_PATH} className={adminStyles.secondaryButton}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.back}
        </Link>
      </PageHeading>

      <SaveNotice saved={saved && copy.saved} message={message} />

      <EditorForm
        method="post"
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
        identity={item.id}
        version={item.version}
        refused={conflict}
        {...unsaved}
      >
        <div className="grid content-start gap-6">
          <section className={`${adminStyles.card} grid gap-5`}>
            <Field label={f.title} name="title" error={errors.title}>
              <input {...field("title")} required maxLength={80} autoComplete="off" />
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label={f.price} name="price" error={errors.price} hint={f.priceHint}>
                <input
                  {...field("price", true)}
                  required
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={9}
                />
              </Field>
              <Field label={f.period} name="period" error={errors.period} hint={f.periodHint}>
                <input {...field("period", true)} maxLength={40} autoComplete="off" />
              </Field>
            </div>
            <Field label={f.icon} name="icon" error={errors.icon}>
              <select {...field("icon")}>
                {PLAN_ICONS.map((name) => (
                  <option key={name} value={name}>
                    {copy.icons[name]}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={f.features} name="features" error={errors.features} hint={f.featuresHint}>
              <textarea {...field("features", true)} rows={6} />
            </Field>
          </section>

          <section className={`${adminStyles.card} grid gap-5 sm:grid-cols-2`}>
            <Field label={f.buttonLabel} name="buttonLabel" error={errors.buttonLabel}>
              <input {...field("buttonLabel")} required maxLength={40} autoComplete="off" />
            </Field>
            <Field
              label={f.buttonLink}
              name="buttonLink"
              error={errors.buttonLink}
              hint={f.buttonLinkHint}
            >
              <input {...field("buttonLink", true)} required maxLength={500} autoComplete="off" />
            </Field>
          </section>
        </div>

        <OrderPanel idPrefix="plan" fields={fields} errors={errors} copy={copy} busy={busy}>
          <div className="grid gap-2">
            <div className="flex items-center gap-3">
              <input
                id="plan-popular"
                name="popular"
                type="checkbox"
                value="yes"
                defaultChecked={fields.popular === "yes"}
                aria-describedby="plan-popular-hint"
                className="size-5 accent-brand-600"
              />
              <label htmlFor="plan-popular" className={adminStyles.label}>
                {f.popular}
              </label>
            </div>
            <p id="plan-popular-hint" className="text-sm text-ink-600">
              {f.popularHint}
            </p>
          </div>
        </OrderPanel>
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
  name: keyof PlanFields;
  error?: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <FormField id={`plan-${name}`} label={label} error={error} hint={hint}>
      {children}
    </FormField>
  );
}
