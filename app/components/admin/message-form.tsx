import type { ComponentProps, ReactNode } from "react";
import { Form } from "react-router";
import { FormMessage } from "./form-message";

/**
 * One real form posting its `intent` (when it has one), the refusal's
 * message first and the form described by it (`${id}-message`), so a screen
 * reader hears why when it lands on the form again.
 */
export function MessageForm({
  id,
  message,
  intent,
  className,
  action,
  wide = false,
  children,
}: {
  /** The message's id is `${id}-message`. */
  id: string;
  message?: string | null;
  intent?: string;
  /** The form's grid. */
  className: string;
  action?: ComponentProps<typeof Form>["action"];
  /** The message spans every column of the form's grid. */
  wide?: boolean;
  children: ReactNode;
}) {
  const messageId = `${id}-message`;
  const said = <FormMessage id={messageId} message={message} />;
  return (
    <Form
      method="post"
      action={action}
      className={className}
      aria-describedby={message ? messageId : undefined}
    >
      {wide && message ? <div className="col-span-full">{said}</div> : said}
      {intent && <input type="hidden" name="intent" value={intent} />}
      {children}
    </Form>
  );
}
