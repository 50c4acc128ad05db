import { SubmitButton } from "~/components/admin/submit-button";
import { Form, Link, useNavigation } from "react-router";
import { enquiryCopy as copy } from "./enquiries-words";
import type { FieldErrors } from "~/forms/field-errors";
import type { ReplyTemplate } from "~/lib/admin/enquiries";
import { describedBy, FormField } from "~/components/admin/form-field";
import { FormMessage } from "~/components/admin/form-message";
import { adminStyles } from "~/components/admin/styles";

/**
 * The reply form of an enquiry's page: a plain POST (intent `reply`). A
 * template is a link that opens the page again with its text in the field,
 * so choosing one needs no script either.
 */
export function EnquiryReply({
  name,
  email,
  templates,
  text,
  error,
  sent,
}: {
  name: string;
  email: string;
  templates: ReplyTemplate[];
  /** What the field starts with: the refused reply, or the chosen template filled in. */
  text: string;
  error?: FieldErrors["reply"];
  sent: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "reply";
  const hint = copy.replyHint(email);
  return (
    <section aria-labelledby="reply-heading" className={`${adminStyles.card} grid gap-4`}>
      <h2 id="reply-heading" className="text-lg font-bold text-ink-900">
        {copy.replyHeadingTo(name)}
      </h2>
      {sent && <FormMessage tone="success" message={copy.replySent} />}
      {templates.length > 0 && (
        <nav aria-labelledby="reply-templates-label" className="grid gap-2">
          <p id="reply-templates-label" className={adminStyles.label}>
            {copy.templatesLabel}
          </p>
          <ul className="flex flex-wrap gap-2">
            {templates.map((t) => (
              <li key={t.id}>
                <Link
                  to={`?template=${encodeURIComponent(t.id)}#reply`}
                  preventScrollReset
                  replace
                  className="inline-flex min-h-9 items-center rounded-full bg-ink-50 px-3 py-1.5 text-sm font-medium text-ink-800 ring-1 ring-ink-200 hover:bg-brand-50 hover:text-brand-800"
                >
                  {t.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Form method="post" className="grid gap-3">
        <input type="hidden" name="intent" value="reply" />
        <FormField id="reply" label={copy.replyLabel} error={error} hint={hint}>
          <textarea
            id="reply"
            name="reply"
            rows={10}
            required
            key={text}
            defaultValue={text}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={describedBy("reply", { error, hint })}
            className={adminStyles.input}
          />
        </FormField>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SubmitButton busy={busy}>{busy ? copy.replySending : copy.replyButton}</SubmitButton>
          <Link to="/admin/enquiries/templates" className={adminStyles.link}>
            {copy.templatesManage}
          </Link>
        </div>
      </Form>
    </section>
  );
}
