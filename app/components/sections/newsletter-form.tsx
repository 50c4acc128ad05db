import { NEWSLETTER_FIELDS, type NewsletterField } from "~/contact/contact-fields";
import { FormMachinery, FormResult } from "~/contact/form-machinery";
import { submitForm } from "~/contact/submit-form";
import { useValidatedForm } from "~/contact/use-validated-form";
import { footerCopy } from "~/content/footer";
import { usePublicConfig } from "~/lib/use-public-config";

/** The footer's newsletter field: stores a subscription (once per address) and confirms it. */
export function NewsletterForm() {
  const copy = footerCopy.newsletter;
  const config = usePublicConfig();
  const form = useValidatedForm<NewsletterField>({
    kind: "newsletter",
    fields: NEWSLETTER_FIELDS,
    initialValues: { email: "" },
    validator: "newsletter",
    recaptchaSiteKey: config.recaptchaSiteKey,
    send: (values, extras, key) => submitForm("/newsletter", { ...values, ...extras }, key),
  });
  const { error, errorId, ref, ...control } = form.fieldProps("email");
  const inputId = form.idFor("email");

  return (
    <form
      {...form.formProps}
      aria-labelledby="newsletter-heading"
      className="relative mt-8"
      data-form="newsletter"
    >
      <h2 id="newsletter-heading" className="text-sm font-semibold text-white">
        {copy.heading}
      </h2>
      <p className="mt-2 text-sm">{copy.text}</p>
      <label htmlFor={inputId} className="sr-only">
        {copy.label}
      </label>
      <div className="mt-4 flex rounded-full border border-white/15 bg-white/5 p-1 focus-within:border-accent-400 focus-within:ring-2 focus-within:ring-accent-400/50">
        <input
          {...control}
          ref={ref}
          id={inputId}
          type="email"
          required
          autoComplete="email"
          placeholder={copy.placeholder}
          className="min-w-0 flex-1 bg-transparent px-4 text-sm text-white placeholder:text-ink-300 focus:outline-none"
        />
        <button
          type="submit"
          disabled={form.sending}
          className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-brand-700 disabled:opacity-60"
        >
          {form.sending ? copy.sending : copy.submit}
        </button>
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm text-rose-300">
          {error}
        </p>
      )}
      <FormResult result={form.result} tone="dark" className="mt-3" />
      <FormMachinery kind={form.kind} idPrefix={inputId} honeypot={form.honeypot} />
    </form>
  );
}
