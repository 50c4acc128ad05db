import { ArrowLeft as arrowLeftShape } from "lucide";
import { useEffect, useRef } from "react";
import { Form, Link, useBeforeUnload, useBlocker, useNavigation } from "react-router";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { pricingCopy as copy } from "~/content/admin/pricing";
import { PRICING_PATH, type PlanErrors, type PlanFields, type PlanItem } from "~/lib/admin/pricing";
import { PLAN_ICONS } from "~/lib/plan-icons";
import { PageHeading } from "./page-heading";
import { adminStyles } from "./styles";

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
  const dirty = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(copy.unsaved)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useBeforeUnload((event) => {
    if (dirty.current) event.preventDefault();
  });

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

      {saved && !message && (
        <p role="status" className={adminStyles.success}>
          {copy.saved}
        </p>
      )}
      {message && (
        <p role="alert" className={adminStyles.error}>
          {message}
        </p>
      )}

      <Form
        method="post"
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
        onChange={() => (dirty.current = true)}
        onSubmit={() => (dirty.current = false)}
        // A conflict keeps what was typed: the form is not reset by a new version.
        key={`${item.id}-${item.version}-${conflict ? "conflict" : ""}`}
      >
        <input type="hidden" name="version" value={item.version} />
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

        <aside className="grid content-start gap-4 lg:sticky lg:top-6 lg:self-start">
          <div className={`${adminStyles.card} grid gap-4`}>
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
            <Field label={f.position} name="position" error={errors.position} hint={f.positionHint}>
              <input {...field("position", true)} type="number" step={1} inputMode="numeric" />
            </Field>
            <Field label={f.visible} name="visible" error={errors.visible} hint={f.visibleHint}>
              <select {...field("visible", true)}>
                <option value="shown">{copy.shown}</option>
                <option value="hidden">{copy.hidden}</option>
              </select>
            </Field>
            <button type="submit" disabled={busy} className={adminStyles.primaryButton}>
              {copy.save}
            </button>
          </div>
        </aside>
      </Form>
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
  const id = `plan-${name}`;
  return (
    <div className="grid content-start gap-2">
      <label htmlFor={id} className={adminStyles.label}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-600">
          {hint}
        </p>
      )}
    </div>
  );
}
