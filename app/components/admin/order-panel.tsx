import type { ReactNode } from "react";
import { describedBy, FormField } from "./form-field";
import { SavePanel } from "./save-panel";
import { adminStyles } from "./styles";

/** The words the panel needs, as each collection's copy has them. */
export interface OrderPanelCopy {
  fields: { position: string; positionHint: string; visible: string; visibleHint: string };
  shown: string;
  hidden: string;
  save: string;
}

/**
 * The side panel of an editor whose items the agency orders and can hide
 * (services, pricing plans, team members, testimonials, partners): what the
 * editor puts first (children), then 'Order', 'Visibility' and 'Save'.
 */
export function OrderPanel({
  idPrefix,
  fields,
  errors,
  copy,
  busy,
  children,
}: {
  /** The editor's field ids' prefix: `${idPrefix}-position`. */
  idPrefix: string;
  fields: { position: string; visible: string };
  errors: { position?: string; visible?: string };
  copy: OrderPanelCopy;
  /** A save under way: the button waits for it. */
  busy: boolean;
  children?: ReactNode;
}) {
  const control = (name: "position" | "visible") => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name];
    return {
      id,
      name,
      defaultValue: fields[name],
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy(id, { error, hint: copy.fields[`${name}Hint`] }),
      className: adminStyles.input,
    };
  };
  return (
    <SavePanel idPrefix={idPrefix} busy={busy} label={copy.save}>
      {children}
      <FormField
        id={`${idPrefix}-position`}
        label={copy.fields.position}
        error={errors.position}
        hint={copy.fields.positionHint}
      >
        <input {...control("position")} type="number" step={1} inputMode="numeric" />
      </FormField>
      <FormField
        id={`${idPrefix}-visible`}
        label={copy.fields.visible}
        error={errors.visible}
        hint={copy.fields.visibleHint}
      >
        <select {...control("visible")}>
          <option value="shown">{copy.shown}</option>
          <option value="hidden">{copy.hidden}</option>
        </select>
      </FormField>
    </SavePanel>
  );
}
