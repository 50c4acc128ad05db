import { useHref, useLocation } from "react-router";
import { langOf } from "~/lib/fallback-language";
import { useInterfaceWords } from "~/lib/interface-words";
import type { ContactPrefill } from "~/lib/pricing-plans";
import { usePublicConfig } from "~/lib/use-public-config";
import {
  fieldWords,
  FormField,
  LoadingOverlay,
  type FormFieldProps,
  type Word,
} from "~/components/ui/form-field";
import {
  CONTACT_FIELDS,
  CONTACT_SUBJECTS,
  SOURCE_FORM_FIELD,
  SOURCE_PAGE_FIELD,
  type ContactField,
} from "./contact-fields";
import { FormMachinery, FormResult } from "./form-machinery";
import { submitForm } from "./submit-form";
import { usePageFormResult } from "./use-page-form-result";
import { useValidatedForm } from "./use-validated-form";
import { SOURCE_VISIT_FIELD, visitSourceValue } from "./visit-source";

/**
 * The enquiry form in its three placements: the contact page's 'Get In Touch'
 * form (with a subject), and the home 'Talk to us' form and the Services
 * contact block, which send subject General. All go to POST /api/contact with
 * the same rules (the shared schema) and the same notices.
 */
export type ContactFormVariant = "get-in-touch" | "talk-to-us" | "services";

/** How each field is filled in (its words are the interface's, in the page's language). */
const controls: Record<
  Exclude<ContactField, "subject">,
  Pick<FormFieldProps, "control" | "required">
> = {
  name: { required: true, control: { autoComplete: "name" } },
  email: { required: true, control: { type: "email", autoComplete: "email", inputMode: "email" } },
  phone: { required: true, control: { type: "tel", autoComplete: "tel", inputMode: "tel" } },
  message: { control: { as: "textarea" } },
};

const empty: Record<ContactField, string> = {
  name: "",
  email: "",
  phone: "",
  subject: "",
  message: "",
};

export function ContactForm({
  variant,
  tone = "light",
  prefill = null,
}: {
  variant: ContactFormVariant;
  tone?: "light" | "dark";
  /** The plan a visitor arrived from (the contact page's loader, app/lib/pricing-plans.ts). */
  prefill?: ContactPrefill | null;
}) {
  const config = usePublicConfig();
  // A post refused without script comes back with where its visit began.
  const posted = usePageFormResult("contact")?.values?.[SOURCE_VISIT_FIELD];
  // Which form and page an enquiry came from, and where the visit began, for the
  // console (enquiry-source.ts, visit-source.ts).
  const source = {
    [SOURCE_FORM_FIELD]: variant,
    // The page's own address, under its language's prefix (/de/contact).
    [SOURCE_PAGE_FIELD]: useHref(useLocation().pathname),
    [SOURCE_VISIT_FIELD]: posted ?? visitSourceValue(),
  };
  const withSubject = variant === "get-in-touch";
  const words = useInterfaceWords();
  // 'Talk to us' asks for the visitor's area, with a button of its own.
  const talk = variant === "talk-to-us";
  const field = (label: Word, placeholder: Word) => fieldWords(words, label, placeholder);
  const submit = talk ? "connectNow" : "sendMessage";
  const copy = {
    name: field("nameLabel", "namePlaceholder"),
    email: field("emailLabel", "emailPlaceholder"),
    phone: field("phoneLabel", "phonePlaceholder"),
    subject: field("subjectLabel", "subjectPlaceholder"),
    message: talk
      ? field("areaLabel", "areaPlaceholder")
      : field("messageLabel", "messagePlaceholder"),
    submit: words[submit],
  };
  // The subjects are sent as the console names them, and read in the page's language.
  const subject: Pick<FormFieldProps, "control"> = {
    control: {
      as: "select",
      options: CONTACT_SUBJECTS.map((value, at) => ({
        value,
        label: words.subjects?.[at]?.name ?? value,
      })),
    },
  };

  const form = useValidatedForm<ContactField>({
    kind: "contact",
    fields: CONTACT_FIELDS,
    initialValues: {
      ...empty,
      subject: withSubject ? "" : "General",
      ...(withSubject ? prefill : null),
    },
    validator: "contact",
    recaptchaSiteKey: config.recaptchaSiteKey,
    send: (values, extras, key) => submitForm("/contact", { ...values, ...extras, ...source }, key),
  });

  const { fieldProps, idFor } = form;
  // The message spans the row; so does the phone when there is no subject beside it.
  const wide = (name: ContactField) =>
    name === "message" ? "sm:col-span-2" : name === "phone" && !withSubject ? "sm:col-span-2" : "";
  return (
    <form
      {...form.formProps}
      aria-label={variant === "get-in-touch" ? words.getInTouchLabel : copy.submit}
      className="relative grid gap-5 sm:grid-cols-2"
      data-form="contact"
      data-variant={variant}
    >
      <FormResult result={form.result} tone={tone} className="sm:col-span-2" />
      {CONTACT_FIELDS.filter((name) => withSubject || name !== "subject").map((name) => (
        <FormField
          key={name}
          field={fieldProps(name)}
          copy={copy[name]}
          tone={tone}
          className={wide(name)}
          {...(name === "subject" ? subject : controls[name])}
        />
      ))}
      {!withSubject && <input type="hidden" name="subject" value="General" />}
      {Object.entries(source).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormMachinery kind={form.kind} idPrefix={idFor("name")} honeypot={form.honeypot} />
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={form.sending}
          className={`inline-flex w-full items-center justify-center rounded-full px-8 py-3.5 text-base font-semibold transition-colors disabled:cursor-wait disabled:opacity-70 sm:w-auto ${
            tone === "dark"
              ? "bg-white text-ink-900 hover:bg-accent-300"
              : "bg-brand-600 text-white hover:bg-brand-700"
          }`}
          lang={langOf(words, submit)}
        >
          {copy.submit}
        </button>
      </div>
      {form.sending && <LoadingOverlay label={words.sending ?? ""} />}
    </form>
  );
}
