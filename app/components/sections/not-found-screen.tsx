import type { NotFoundCopy } from "~/lib/page-copy";
import { CopyPageHeader } from "../ui/page-header";
import { ButtonLink } from "../ui/button-link";
import { Words } from "~/components/ui/words";

/**
 * The 404 page, in the words of its document (`page:not-found`, edited in the
 * console); the 410 of an item in the trash too, without the 404 drawing.
 */
export function NotFoundScreen({
  copy,
  drawing = true,
}: {
  copy: NotFoundCopy;
  drawing?: boolean;
}) {
  return (
    <>
      <CopyPageHeader copy={copy} />
      <section className="container-site flex flex-col items-center py-20 text-center">
        {drawing && (
          <img
            src="/images/404.svg"
            alt=""
            width={480}
            height={300}
            className="h-auto w-full max-w-md"
          />
        )}
        <Words
          of={copy}
          name="message"
          className={`${drawing ? "mt-8" : ""} max-w-md text-lg text-ink-600`}
        />
        {copy.original && <Elsewhere original={copy.original} />}
        <Words as={ButtonLink} of={copy} name="action" to="/" className="mt-8" />
      </section>
    </>
  );
}

/** A project or post not translated into the page's language: where it is, in its own. */
function Elsewhere({ original }: { original: NonNullable<NotFoundCopy["original"]> }) {
  return (
    <p className="mt-4 max-w-md text-ink-700">
      <span lang={original.wordsLang}>{original.words}</span>{" "}
      <a
        href={original.href}
        hrefLang={original.code}
        lang={original.code}
        className="font-semibold text-brand-700 underline underline-offset-4"
      >
        {original.name}
      </a>
      .
    </p>
  );
}
