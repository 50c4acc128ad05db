import { useState, type FormEvent } from "react";
import { footerCopy } from "~/content/footer";
import { apiClient } from "~/lib/api-client";

type Status = { kind: "idle" | "sending" } | { kind: "done" | "error"; message: string };

/** The footer's newsletter field: stores a subscription and says so. */
export function NewsletterForm() {
  const copy = footerCopy.newsletter;
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "").trim();
    if (!form.checkValidity() || !email) {
      setStatus({ kind: "error", message: copy.invalid });
      return;
    }
    setStatus({ kind: "sending" });
    const result = await apiClient.post<{ success: boolean; message: string }>("/newsletter", {
      body: { email },
    });
    if (result.ok) {
      form.reset();
      setStatus({ kind: "done", message: result.data.message });
    } else {
      setStatus({
        kind: "error",
        message: result.error.kind === "http" ? result.error.message : copy.failed,
      });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-8" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className="text-sm font-semibold text-white">
        {copy.heading}
      </h2>
      <p className="mt-2 text-sm">{copy.text}</p>
      <label htmlFor="newsletter-email" className="sr-only">
        {copy.label}
      </label>
      <div className="mt-4 flex rounded-full border border-white/15 bg-white/5 p-1 focus-within:border-accent-400">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={copy.placeholder}
          aria-invalid={status.kind === "error" || undefined}
          aria-describedby="newsletter-status"
          className="min-w-0 flex-1 bg-transparent px-4 text-sm text-white placeholder:text-ink-300 focus:outline-none"
        />
        <button
          type="submit"
          disabled={status.kind === "sending"}
          className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-brand-700 disabled:opacity-60"
        >
          {status.kind === "sending" ? copy.sending : copy.submit}
        </button>
      </div>
      <p
        id="newsletter-status"
        role="status"
        className={`mt-2 min-h-5 text-sm ${status.kind === "error" ? "text-rose-300" : "text-accent-300"}`}
      >
        {"message" in status ? status.message : ""}
      </p>
    </form>
  );
}
