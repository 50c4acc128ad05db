import { TextField } from "~/components/admin/text-field";

/**
 * An account's e-mail address (sign in, forgotten password, first owner):
 * `username` tells a password manager which address the password belongs to.
 */
export function AccountEmailField({
  id,
  label,
  defaultValue,
  invalid,
}: {
  id: string;
  label: string;
  defaultValue?: string;
  invalid?: boolean;
}) {
  return (
    <TextField
      id={id}
      label={label}
      name="email"
      type="email"
      autoComplete="username"
      required
      defaultValue={defaultValue}
      invalid={invalid}
    />
  );
}
