import { errorCopy } from "~/content/pages";
import { ButtonLink } from "../ui/button-link";

/** Shown for an unexpected error; never exposes its details. */
export function ErrorScreen() {
  return (
    <section className="container-site py-24 text-center">
      <h1 className="text-4xl font-extrabold tracking-tight">{errorCopy.heading}</h1>
      <p className="mx-auto mt-4 max-w-md text-ink-600">{errorCopy.message}</p>
      <ButtonLink to="/" className="mt-8">
        {errorCopy.action}
      </ButtonLink>
    </section>
  );
}
