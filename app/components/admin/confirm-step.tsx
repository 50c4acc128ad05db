import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { adminStyles } from "./styles";

/**
 * A step that asks before something is removed for good: the question, what
 * it removes, a POST form with its button (`children`: the form's hidden
 * fields) and the way back. The question appears above what it is about and
 * takes the focus, so keyboard and screen reader users land on it rather
 * than on the link they left.
 */
export function ConfirmStep({
  id,
  subject,
  words,
  cancelHref,
  children,
}: {
  /** The heading's id. */
  id: string;
  /** What is asked about (an id): the focus comes back when it changes. */
  subject: string;
  words: { heading: string; text: string; button: string; cancel: string };
  cancelHref: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), [subject]);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={id}
      className={`${adminStyles.card} grid gap-3 ring-rose-200 focus:outline-none focus-visible:ring-3 focus-visible:ring-accent-400`}
    >
      <h2 id={id} className="text-lg font-bold text-ink-900">
        {words.heading}
      </h2>
      <p className="break-words text-ink-700">{words.text}</p>
      <Form method="post" className="flex flex-wrap gap-3">
        {children}
        <button type="submit" className={adminStyles.dangerButton}>
          {words.button}
        </button>
        <Link to={cancelHref} className={adminStyles.secondaryButton}>
          {words.cancel}
        </Link>
      </Form>
    </section>
  );
}
