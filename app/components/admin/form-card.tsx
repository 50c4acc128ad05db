import type { ComponentProps, ReactNode } from "react";
import type { Form } from "react-router";
import { MessageForm } from "./message-form";
import { adminStyles } from "./styles";

/**
 * A console page's form of its own in a card (invite a user, add a
 * redirect): its heading and a line about it, then one real form posting its
 * `intent`, the refusal's message first across every column and the form
 * described by it.
 */
export function FormCard({
  id,
  words,
  intent = id,
  message,
  className,
  action,
  children,
}: {
  /** The card's id; its heading's is `${id}-heading`, the message's `${id}-message`. */
  id: string;
  /** Its heading and the line about it. */
  words: { heading: string; intro: string };
  /** The form's `intent`: the card's id unless said. */
  intent?: string;
  message?: string | null;
  /** The form's grid. */
  className: string;
  action?: ComponentProps<typeof Form>["action"];
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`${adminStyles.card} grid gap-4`}>
      <div>
        <h2 id={`${id}-heading`} className="text-xl font-bold text-ink-900">
          {words.heading}
        </h2>
        <p className="mt-1 text-ink-600">{words.intro}</p>
      </div>
      <MessageForm
        id={id}
        message={message}
        intent={intent}
        className={className}
        action={action}
        wide
      >
        {children}
      </MessageForm>
    </section>
  );
}
