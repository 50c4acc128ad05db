import { errorCopy } from "~/content/error-pages";
import { langOf } from "~/lib/fallback-language";
import { useInterfaceWords } from "~/lib/interface-words";
import { ButtonLink } from "../ui/button-link";

/**
 * Shown for an unexpected error; never exposes its details. A refusal the
 * site words itself (a form post it cannot read) shows that message instead.
 * Its words are the interface's in the page's language; English when even
 * those could not be read.
 */
export function ErrorScreen({ message }: { message?: string }) {
  const words = useInterfaceWords();
  return (
    <section className="container-site py-24 text-center">
      <h1 lang={langOf(words, "errorHeading")} className="text-4xl font-extrabold tracking-tight">
        {words.errorHeading ?? errorCopy.heading}
      </h1>
      <p
        lang={message === undefined ? langOf(words, "errorMessage") : undefined}
        className="mx-auto mt-4 max-w-md text-ink-600"
      >
        {message ?? words.errorMessage ?? errorCopy.message}
      </p>
      <ButtonLink to="/" lang={langOf(words, "errorAction")} className="mt-8">
        {words.errorAction ?? errorCopy.action}
      </ButtonLink>
    </section>
  );
}
