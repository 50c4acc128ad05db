import { errorCopy } from "~/content/error-pages";
import { ButtonLink } from "../ui/button-link";

/**
 * Shown for an unexpected error; never exposes its details. A refusal the
 * site words itself (a form post it cannot read) shows that message instead.
 */
export function ErrorScreen({ message }: { message?: string }) {
  return (
    <section className="container-site py-24 text-center">
      <h1 className="text-4xl font-extrabold tracking-tight">{errorCopy.heading}</h1>
      <p className="mx-auto mt-4 max-w-md text-ink-600">{message ?? errorCopy.message}</p>
      <ButtonLink to="/" className="mt-8">
        {errorCopy.action}
      </ButtonLink>
    </section>
  );
}
