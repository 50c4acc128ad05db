import { inviteCopy } from "./users-words.ts";
import { CONSOLE_ROLES } from "../../lib/admin/roles.ts";
import { z } from "../../forms/zod-setup.ts";
import { text } from "../../forms/admin/text-field.ts";

// The address rule of server/admin/accounts/account-links.ts, which checks it again.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The forms of /admin/users (owners), by the `intent` their hidden field posts. */
export const usersForms = {
  /** 'Invite someone': the role is checked first, then the address. */
  invite: z.object({
    role: z.enum(CONSOLE_ROLES, { error: inviteCopy.badRole }),
    email: z
      .string()
      .trim()
      .max(254, inviteCopy.badEmail)
      .regex(EMAIL, inviteCopy.badEmail)
      .prefault(""),
  }),
  /** A user's 'Disable' or 'Enable' button (no intent). */
  "": z.object({ email: text(), change: z.enum(["disable", "enable"]) }),
};
