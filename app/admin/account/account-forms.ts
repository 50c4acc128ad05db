import { z } from "../../forms/zod-setup.ts";
import { newPassword, typedTwice } from "./access-forms.ts";
import { text } from "../../forms/admin/text-field.ts";

/**
 * The forms of /admin/account, one schema each, by the `intent` their hidden
 * field posts. Passwords and codes are checked by better-auth; these hold
 * only what a person can get wrong before sending (a new password too short
 * or typed differently twice).
 */
export const accountForms = {
  password: z
    .object({ current: text(), next: newPassword(), confirm: text() })
    .refine((form) => form.next === form.confirm, typedTwice),
  everywhere: z.object({}),
  "two-factor-start": z.object({ password: text() }),
  /** `uri`: the set-up being confirmed, to show it again after a wrong code. */
  "two-factor-confirm": z.object({ code: text(), uri: text() }),
  "two-factor-disable": z.object({ password: text() }),
};
