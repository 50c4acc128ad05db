import { ButtonLink } from "../ui/button-link";

/** Shown for an unexpected error; never exposes its details. */
export function ErrorScreen() {
  return (
    <section className="container-site py-24 text-center">
      <h1 className="text-4xl font-extrabold tracking-tight">Something went wrong</h1>
      <p className="mx-auto mt-4 max-w-md text-ink-600">
        We could not show this page. Please try again in a moment.
      </p>
      <ButtonLink to="/" className="mt-8">
        Back To Home
      </ButtonLink>
    </section>
  );
}
