import { formCopy } from "~/content/forms";
import { usePublicConfig } from "~/lib/use-public-config";
import { LoadingOverlay, SelectField, TextAreaField, TextField } from "~/components/ui/form-field";
import { COMMENT_FIELDS, type CommentField } from "./contact-fields";
import { FormMachinery, FormResult } from "./form-machinery";
import { submitForm } from "./submit-form";
import { useValidatedForm } from "./use-validated-form";

const empty: Record<CommentField, string> = {
  name: "",
  email: "",
  phone: "",
  option: "",
  message: "",
};

/** The blog's 'Leave A Comment' form: the comment is stored for moderation, and the visitor is told so. */
export function CommentForm({ postSlug }: { postSlug: string }) {
  const config = usePublicConfig();
  const copy = formCopy.comment;
  const form = useValidatedForm<CommentField>({
    kind: "comment",
    fields: COMMENT_FIELDS,
    initialValues: empty,
    validator: "comment",
    recaptchaSiteKey: config.recaptchaSiteKey,
    send: (values, extras, key) => submitForm("/comments", { ...values, postSlug, ...extras }, key),
  });
  const { fieldProps, idFor } = form;
  return (
    <form
      {...form.formProps}
      aria-label={copy.title}
      className="relative grid gap-5 sm:grid-cols-2"
      data-form="comment"
    >
      <FormResult result={form.result} className="sm:col-span-2" />
      <TextField
        id={idFor("name")}
        label={copy.name.label}
        placeholder={copy.name.placeholder}
        field={fieldProps("name")}
        required
        autoComplete="name"
      />
      <TextField
        id={idFor("email")}
        label={copy.email.label}
        placeholder={copy.email.placeholder}
        field={fieldProps("email")}
        type="email"
        required
        autoComplete="email"
      />
      <TextField
        id={idFor("phone")}
        label={copy.phone.label}
        placeholder={copy.phone.placeholder}
        field={fieldProps("phone")}
        type="tel"
        autoComplete="tel"
      />
      <SelectField
        id={idFor("option")}
        label={copy.option.label}
        placeholder={copy.option.placeholder}
        field={fieldProps("option")}
        options={copy.option.choices}
      />
      <TextAreaField
        id={idFor("message")}
        label={copy.message.label}
        placeholder={copy.message.placeholder}
        field={fieldProps("message")}
        className="sm:col-span-2"
      />
      <input type="hidden" name="postSlug" value={postSlug} />
      <FormMachinery kind={form.kind} idPrefix={idFor("name")} honeypot={form.honeypot} />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <button
          type="submit"
          disabled={form.sending}
          className="inline-flex items-center justify-center rounded-full bg-brand-600 px-8 py-3.5 font-semibold text-white transition-colors hover:bg-brand-700 disabled:opacity-70"
        >
          {copy.submit}
        </button>
        <p className="text-sm text-ink-600">{copy.note}</p>
      </div>
      {form.sending && <LoadingOverlay label={formCopy.sending} />}
    </form>
  );
}
