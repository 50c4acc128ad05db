import { Form, useNavigation } from "react-router";
import { replyTemplatesCopy as copy } from "./reply-template-words";
import type { FieldErrors } from "~/forms/field-errors";
import type { ReplyTemplate } from "~/lib/admin/enquiries";
import { controlProps, FormField } from "~/components/admin/form-field";
import { FormMessage } from "~/components/admin/form-message";
import { adminStyles } from "~/components/admin/styles";

interface Refused {
  /** The template whose form was refused; "" for the new one. */
  id: string;
  errors: FieldErrors;
  values: Record<string, string>;
}

/**
 * The reply templates, each its own small form (Save, Delete), and a form for
 * a new one. Plain POST forms by intent; a refused one shows its messages and
 * what was typed.
 */
export function ReplyTemplateList({
  templates,
  refused,
  done,
}: {
  templates: ReplyTemplate[];
  refused: Refused | null;
  done: "saved" | "added" | "deleted" | null;
}) {
  return (
    <div className="grid gap-6">
      {done && <FormMessage tone="success" message={copy[done]} />}
      {templates.length === 0 && <p className="text-ink-600">{copy.empty}</p>}
      {templates.map((template) => (
        <TemplateForm
          key={template.id}
          template={template}
          refused={refused?.id === template.id ? refused : null}
        />
      ))}
      <TemplateForm template={null} refused={refused?.id === "" ? refused : null} />
    </div>
  );
}

function TemplateForm({
  template,
  refused,
}: {
  template: ReplyTemplate | null;
  refused: Refused | null;
}) {
  const navigation = useNavigation();
  const key = template?.id ?? "new";
  const busy =
    navigation.state === "submitting" &&
    (navigation.formData?.get("id") ?? "") === (template?.id ?? "");
  const title = refused?.values.title ?? template?.title ?? "";
  const body = refused?.values.body ?? template?.body ?? "";
  const errors = refused?.errors ?? {};
  const headingId = `template-${key}-heading`;
  return (
    <section
      id={`template-${key}`}
      aria-labelledby={headingId}
      className={`${adminStyles.card} grid gap-4`}
    >
      <h2 id={headingId} className="text-lg font-bold break-words text-ink-900">
        {template ? template.title : copy.addHeading}
      </h2>
      <Form method="post" className="grid gap-4">
        {template && <input type="hidden" name="id" value={template.id} />}
        <FormField id={`${key}-title`} label={copy.titleLabel} error={errors.title}>
          <input
            {...controlProps(`${key}-title`, "title", { value: title, error: errors.title })}
            key={title}
            required
          />
        </FormField>
        <FormField id={`${key}-body`} label={copy.textLabel} error={errors.body}>
          <textarea
            {...controlProps(`${key}-body`, "body", { value: body, error: errors.body })}
            rows={8}
            key={body}
            required
          />
        </FormField>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value={template ? "save" : "add"}
            disabled={busy}
            className={adminStyles.primaryButton}
          >
            {template ? copy.save : copy.add}
          </button>
          {template && (
            <button
              type="submit"
              name="intent"
              value="delete"
              formNoValidate
              disabled={busy}
              className={adminStyles.dangerButton}
            >
              {copy.delete}
              <span className="sr-only">: {template.title}</span>
            </button>
          )}
        </div>
      </Form>
    </section>
  );
}
