import { SubmitButton } from "~/components/admin/submit-button";
import { Form } from "react-router";
import { integrationsCopy as copy } from "./integrations-words";
import { WEBHOOK_FORMATS, type WebhookFields } from "./integrations";
import { controlProps, FormField } from "~/components/admin/form-field";
import { FormMessage } from "~/components/admin/form-message";
import { adminStyles } from "~/components/admin/styles";

const f = copy.fields;

/**
 * 'Add webhook' on /admin/integrations: the URL, the secret (empty: one is
 * made) and the format, with the server's message at each field it refused
 * and what was typed kept.
 */
export function WebhookForm({
  answer,
  busy,
}: {
  /** The refused post: a message per field, the sentence above them, what was typed. */
  answer?: {
    errors: Record<string, string>;
    message: string | null;
    values: Record<string, string>;
  };
  busy: boolean;
}) {
  const errors = (answer?.errors ?? {}) as Partial<Record<keyof WebhookFields, string>>;
  const values = answer?.values ?? {};
  const control = (name: keyof WebhookFields, hint: string) =>
    controlProps(`webhook-${name}`, name, {
      value: values[name] ?? (name === "format" ? "json" : ""),
      error: errors[name],
      hint,
    });
  return (
    <section aria-labelledby="add-webhook-heading" className={`${adminStyles.card} grid gap-4`}>
      <div>
        <h2 id="add-webhook-heading" className="text-xl font-bold text-ink-900">
          {copy.addHeading}
        </h2>
        <p className="mt-1 max-w-prose text-ink-600">{copy.addIntro}</p>
      </div>
      <Form
        method="post"
        className="grid gap-5 md:grid-cols-2"
        aria-describedby={answer?.message ? "add-webhook-message" : undefined}
        // A refused form keeps what was typed; an accepted one starts empty again.
        key={answer ? "refused" : "blank"}
      >
        {answer?.message && (
          <div className="md:col-span-2">
            <FormMessage id="add-webhook-message" message={answer.message} />
          </div>
        )}
        <input type="hidden" name="intent" value="add" />
        <div className="md:col-span-2">
          <FormField id="webhook-url" label={f.url} error={errors.url} hint={f.urlHint}>
            <input
              {...control("url", f.urlHint)}
              type="url"
              inputMode="url"
              required
              maxLength={2000}
              autoComplete="off"
              spellCheck={false}
              placeholder="https://"
            />
          </FormField>
        </div>
        <FormField id="webhook-secret" label={f.secret} error={errors.secret} hint={f.secretHint}>
          <input
            {...control("secret", f.secretHint)}
            maxLength={200}
            autoComplete="off"
            spellCheck={false}
          />
        </FormField>
        <FormField id="webhook-format" label={f.format} error={errors.format} hint={f.formatHint}>
          <select {...control("format", f.formatHint)}>
            {WEBHOOK_FORMATS.map((format) => (
              <option key={format} value={format}>
                {copy.formats[format]}
              </option>
            ))}
          </select>
        </FormField>
        <div className="md:col-span-2">
          <SubmitButton busy={busy}>{copy.add}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
