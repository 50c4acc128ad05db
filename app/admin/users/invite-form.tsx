import { SubmitButton } from "~/components/admin/submit-button";
import { inviteCopy as copy } from "./users-words";
import { FormCard } from "~/components/admin/form-card";
import { adminStyles } from "~/components/admin/styles";
import { TextField } from "~/components/admin/text-field";

/** The owner's invitation form on /admin/users: an address and a role. */
export function InviteForm({
  message,
  email,
  busy,
}: {
  message?: string;
  email?: string;
  busy: boolean;
}) {
  return (
    <FormCard
      id="invite"
      words={copy}
      message={message}
      className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end"
    >
      <TextField
        id="invite-email"
        label={copy.email}
        name="email"
        type="email"
        autoComplete="off"
        required
        defaultValue={email}
        invalid={Boolean(message)}
      />
      <div className="grid gap-2">
        <label htmlFor="invite-role" className={adminStyles.label}>
          {copy.role}
        </label>
        <select
          id="invite-role"
          name="role"
          defaultValue="editor"
          aria-describedby="invite-role-hint"
          className={adminStyles.input}
        >
          {copy.roles.map((role) => (
            <option key={role.value} value={role.value}>
              {role.label}
            </option>
          ))}
        </select>
      </div>
      <SubmitButton busy={busy}>{copy.submit}</SubmitButton>
      <p id="invite-role-hint" className="text-sm text-ink-600 md:col-span-3">
        {copy.roleHint}
      </p>
    </FormCard>
  );
}
