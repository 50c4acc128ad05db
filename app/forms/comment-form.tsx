import { useHref, useLocation } from "react-router";
import { useInterfaceWords } from "~/lib/interface-words";
import { usePublicConfig } from "~/lib/use-public-config";
import {
  fieldWords,
  FormField,
  LoadingOverlay,
  type FormFieldProps,
} from "~/components/ui/form-field";
import { COMMENT_FIELDS, SOURCE_PAGE_FIELD, type CommentField } from "./contact-fields";
import { FormMachinery, FormResult } from "./form-machinery";
import { submitForm } from "./submit-form";
import { useValidatedForm } from "./use-validated-form";
import { Words } from "~/components/ui/words";

/** How each field is filled in (its words are the interface's, in the page's language). */
const controls: Record<
  Exclude<CommentField, "option">,
  Pick<FormFieldProps, "control" | "required">
> = {
  name: { required: true, control: { autoComplete: "name" } },
  email: { required: true, control: { type: "email", autoComplete: "email" } },
  phone: { control: { type: "tel", autoComplete: "tel" } },
  message: { control: { as: "textarea" } },
};

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
  const words = useInterfaceWords();
  const copy: Record<CommentField, FormFieldProps["copy"]> = {
    name: fieldWords(words, "nameLabel", "namePlaceholder"),
    email: fieldWords(words, "emailLabel", "emailPlaceholder"),
    phone: fieldWords(words, "phoneOptionalLabel", "phonePlaceholder"),
    option: fieldWords(words, "optionLabel", "optionPlaceholder"),
    message: fieldWords(words, "commentLabel", "commentPlaceholder"),
  };
  // A choice is stored as the visitor read it.
  const option: Pick<FormFieldProps, "control"> = {
    control: {
      as: "select",
      options: (words.optionChoices ?? []).map(({ name }) => ({ value: name, label: name })),
    },
  };
  // The page's own address, under its language's prefix: the comment's language.
  const page = useHref(useLocation().pathname);
  const form = useValidatedForm<CommentField>({
    kind: "comment",
    fields: COMMENT_FIELDS,
    initialValues: empty,
    validator: "comment",
    recaptchaSiteKey: config.recaptchaSiteKey,
    send: (values, extras, key) =>
      submitForm("/comments", { ...values, postSlug, [SOURCE_PAGE_FIELD]: page, ...extras }, key),
  });
  const { fieldProps, idFor } = form;
  return (
    <form
      {...form.formProps}
      aria-label={words.commentTitle}
      className="relative grid gap-5 sm:grid-cols-2"
      data-form="comment"
    >
      <FormResult result={form.result} className="sm:col-span-2" />
      {COMMENT_FIELDS.map((name) => (
        <FormField
          key={name}
          field={fieldProps(name)}
          copy={copy[name]}
          className={name === "message" ? "sm:col-span-2" : undefined}
          {...(name === "option" ? option : controls[name])}
        />
      ))}
      <input type="hidden" name="postSlug" value={postSlug} />
      <input type="hidden" name={SOURCE_PAGE_FIELD} value={page} />
      <FormMachinery kind={form.kind} idPrefix={idFor("name")} honeypot={form.honeypot} />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Words
          as="button"
          of={words}
          name="commentSubmit"
          type="submit"
          disabled={form.sending}
          className="inline-flex items-center justify-center rounded-full bg-brand-600 px-8 py-3.5 font-semibold text-white transition-colors hover:bg-brand-700 disabled:opacity-70"
        />
        <Words of={words} name="commentNote" className="text-sm text-ink-600" />
      </div>
      {form.sending && <LoadingOverlay label={words.sending ?? ""} />}
    </form>
  );
}
