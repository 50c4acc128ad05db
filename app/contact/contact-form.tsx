import { useSearchParams } from "react-router";
import { formCopy } from "~/content/forms";
import { contactPrefill } from "~/content/home/pricing";
import { usePublicConfig } from "~/lib/use-public-config";
import { LoadingOverlay, SelectField, TextAreaField, TextField } from "~/components/ui/form-field";
import { CONTACT_FIELDS, CONTACT_SUBJECTS, type ContactField } from "./contact-fields";
import { FormMachinery, FormResult } from "./form-machinery";
import { submitForm } from "./submit-form";
import { useValidatedForm } from "./use-validated-form";

/**
 * The enquiry form in its three placements: the contact page's 'Get In Touch'
 * form (with a subject), and the home 'Talk to us' form and the Services
 * contact block, which send subject General. All go to POST /api/contact with
 * the same rules (the shared schema) and the same notices.
 */
export type ContactFormVariant = "get-in-touch" | "talk-to-us" | "services";

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
}: {
  variant: ContactFormVariant;
  tone?: "light" | "dark";
}) {
  const config = usePublicConfig();
  const [params] = useSearchParams();
  const withSubject = variant === "get-in-touch";
  const prefill = withSubject ? contactPrefill(params.get("plan")) : null;
  const copy =
    variant === "get-in-touch"
      ? formCopy.getInTouch
      : variant === "talk-to-us"
        ? formCopy.talkToUs
        : formCopy.services;

  const form = useValidatedForm<ContactField>({
    kind: "contact",
    fields: CONTACT_FIELDS,
    initialValues: { ...empty, subject: withSubject ? "" : "General", ...prefill },
    validator: "contact",
    recaptchaSiteKey: config.recaptchaSiteKey,
    send: (values, extras, key) => submitForm("/contact", { ...values, ...extras }, key),
  });

  const { fieldProps, idFor } = form;
  return (
    <form
      {...form.formProps}
      aria-label={variant === "get-in-touch" ? formCopy.getInTouch.label : copy.submit}
      className="relative grid gap-5 sm:grid-cols-2"
      data-form="contact"
      data-variant={variant}
    >
      <FormResult result={form.result} tone={tone} className="sm:col-span-2" />
      <TextField
        id={idFor("name")}
        label={copy.name.label}
        placeholder={copy.name.placeholder}
        tone={tone}
        field={fieldProps("name")}
        required
        autoComplete="name"
      />
      <TextField
        id={idFor("email")}
        label={copy.email.label}
        placeholder={copy.email.placeholder}
        tone={tone}
        field={fieldProps("email")}
        type="email"
        required
        autoComplete="email"
        inputMode="email"
      />
      <TextField
        id={idFor("phone")}
        label={copy.phone.label}
        placeholder={copy.phone.placeholder}
        tone={tone}
        field={fieldProps("phone")}
        type="tel"
        required
        autoComplete="tel"
        inputMode="tel"
        className={withSubject ? "" : "sm:col-span-2"}
      />
      {withSubject && (
        <SelectField
          id={idFor("subject")}
          label={formCopy.getInTouch.subject.label}
          placeholder={formCopy.getInTouch.subject.placeholder}
          tone={tone}
          field={fieldProps("subject")}
          options={CONTACT_SUBJECTS}
        />
      )}
      <TextAreaField
        id={idFor("message")}
        label={copy.message.label}
        placeholder={copy.message.placeholder}
        tone={tone}
        field={fieldProps("message")}
        className="sm:col-span-2"
      />
      {!withSubject && <input type="hidden" name="subject" value="General" />}
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
        >
          {copy.submit}
        </button>
      </div>
      {form.sending && <LoadingOverlay label={formCopy.sending} />}
    </form>
  );
}
