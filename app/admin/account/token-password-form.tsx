import type { ReactNode } from "react";
import { useNavigation, useSearchParams } from "react-router";
import { MessageForm } from "~/components/admin/message-form";
import { adminStyles } from "~/components/admin/styles";
import { NewPasswordFields } from "~/components/admin/text-field";
import { passwordRules } from "./account-words";

/**
 * The form of a one-time address that ends in a new password (an invitation,
 * a reset, the first owner's setup): the address's token carried along, any
 * fields of its own before the password chosen twice, and its button.
 */
export function TokenPasswordForm({
  id,
  message,
  words,
  children,
}: {
  /** The form's id; its password fields' is `<id>-password`. */
  id: string;
  /** What the last post was told, shown over the fields. */
  message: string | undefined;
  words: { password: string; confirm: string; submit: string; submitting: string };
  /** Fields before the password's (the first owner's e-mail). */
  children?: ReactNode;
}) {
  const [search] = useSearchParams();
  const submitting = useNavigation().state === "submitting";
  return (
    <MessageForm id={id} message={message} className="mt-6 grid gap-5">
      <input type="hidden" name="token" value={search.get("token") ?? ""} />
      {children}
      <NewPasswordFields
        id={`${id}-password`}
        name="password"
        label={words.password}
        confirmLabel={words.confirm}
        rules={passwordRules}
        invalid={Boolean(message)}
      />
      <button type="submit" disabled={submitting} className={adminStyles.primaryButton}>
        {submitting ? words.submitting : words.submit}
      </button>
    </MessageForm>
  );
}
