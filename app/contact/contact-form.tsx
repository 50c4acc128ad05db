/**
 * The enquiry form in its three placements: the 'Get In Touch' form of the
 * contact page, the home 'Talk to us' form and the Services contact block.
 * (Behaviour — validation, sending, notices — is wired in by the enquiries work.)
 */
export type ContactFormVariant = "get-in-touch" | "talk-to-us" | "services";

export function ContactForm({
  variant,
  tone = "light",
}: {
  variant: ContactFormVariant;
  tone?: "light" | "dark";
}) {
  return (
    <form data-variant={variant} data-tone={tone} className="grid gap-4" aria-label="Contact form">
      <label className="grid gap-1.5 text-sm font-semibold">
        Your Name
        <input
          name="name"
          required
          autoComplete="name"
          className="rounded-xl border border-ink-200 px-4 py-3 text-ink-900"
        />
      </label>
      <label className="grid gap-1.5 text-sm font-semibold">
        Your Email
        <input
          name="email"
          type="email"
          required
          autoComplete="email"
          className="rounded-xl border border-ink-200 px-4 py-3 text-ink-900"
        />
      </label>
      <button
        type="submit"
        className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white"
      >
        Send
      </button>
    </form>
  );
}
