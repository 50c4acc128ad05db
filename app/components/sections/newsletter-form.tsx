import { useHref, useLocation } from "react-router";
import { NEWSLETTER_FIELDS, SOURCE_PAGE_FIELD, type NewsletterField } from "~/forms/contact-fields";
import { FormMachinery, FormResult } from "~/forms/form-machinery";
import { submitForm } from "~/forms/submit-form";
import { useValidatedForm } from "~/forms/use-validated-form";
import { FormField } from "~/components/ui/form-field";
import { langOf } from "~/lib/fallback-language";
import type { FooterCopy } from "~/lib/page-copy";
import { usePublicConfig } from "~/lib/use-public-config";
import { Words } from "~/components/ui/words";

/** The newsletter form's words, the footer's document's (`page:footer`). */
type NewsletterCopy = Pick<
  FooterCopy,
  | "newsletterHeading"
  | "newsletterText"
  | "newsletterLabel"
  | "newsletterPlaceholder"
  | "newsletterSubmit"
  | "newsletterSending"
>;

/**
 * The footer's newsletter field: stores a subscription (once per address) and
 * confirms it. It takes the footer's words whole, as loaded: a static island
 * keeps its HTML while its props are the same objects (app/lib/static-island.tsx).
 */
export function NewsletterForm({ copy }: { copy: NewsletterCopy }) {
  const config = usePublicConfig();
  // The page's own address, under its language's prefix: the sign-up's language.
  const page = useHref(useLocation().pathname);
  const form = useValidatedForm<NewsletterField>({
    kind: "newsletter",
    fields: NEWSLETTER_FIELDS,
    initialValues: { email: "" },
    validator: "newsletter",
    recaptchaSiteKey: config.recaptchaSiteKey,
    send: (values, extras, key) =>
      submitForm("/newsletter", { ...values, [SOURCE_PAGE_FIELD]: page, ...extras }, key),
  });

  return (
    <form
      {...form.formProps}
      aria-labelledby="newsletter-heading"
      className="relative mt-8"
      data-form="newsletter"
    >
      <Words
        as="h2"
        of={copy}
        name="newsletterHeading"
        id="newsletter-heading"
        className="text-sm font-semibold text-white"
      />
      <Words of={copy} name="newsletterText" className="mt-2 text-sm" />
      <FormField
        field={form.fieldProps("email")}
        copy={{
          label: copy.newsletterLabel,
          placeholder: copy.newsletterPlaceholder,
          labelLang: langOf(copy, "newsletterLabel"),
        }}
        control={{ type: "email", autoComplete: "email" }}
        required
        look="bar"
        className="mt-4"
        action={
          <button
            type="submit"
            disabled={form.sending}
            lang={langOf(copy, form.sending ? "newsletterSending" : "newsletterSubmit")}
            className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-brand-700 disabled:opacity-60"
          >
            {form.sending ? copy.newsletterSending : copy.newsletterSubmit}
          </button>
        }
      />
      <FormResult result={form.result} tone="dark" className="mt-3" />
      <input type="hidden" name={SOURCE_PAGE_FIELD} value={page} />
      <FormMachinery kind={form.kind} idPrefix={form.idFor("email")} honeypot={form.honeypot} />
    </form>
  );
}
