import { codeStepCopy, forgotCopy, ownerSetupCopy, passwordRules } from "./account-words.ts";
import { consoleCopy } from "../../content/admin/console.ts";
import { z } from "../../forms/zod-setup.ts";
import { required, text } from "../../forms/admin/text-field.ts";

/**
 * The signed-out forms of the console (/admin/login and its code, forgotten
 * passwords, invitation and reset links). They check only what a person can
 * get wrong before sending (a field left empty, a new password too short or
 * typed differently twice); whether a password, a code or a link is right is
 * better-auth's to say (server/admin/accounts/).
 */

/** /admin/login: 'Email' and 'Password'. */
export const signInForm = z.object({
  email: required(consoleCopy.login.missing),
  password: z.string().min(1, consoleCopy.login.missing).prefault(""),
});

/** /admin/login/code: the 'Code' (an authenticator's or a backup code). */
export const signInCodeForm = z.object({ code: required(codeStepCopy.missing) });

/** /admin/forgot-password: the address to send the link to. */
export const forgotPasswordForm = z.object({ email: required(forgotCopy.missing) });

/** A new password: long enough (server/admin/accounts/user-accounts.ts checks it again). */
export const newPassword = () =>
  z.string().min(passwordRules.minLength, passwordRules.tooShort).prefault("");

/** The second typing of a new password must be the first. */
export const typedTwice = { message: passwordRules.mismatch, path: ["confirm"] };

/** /admin/invitation and /admin/reset-password: the link's token (or the address's) and the password, twice. */
export const passwordLinkForm = z
  .object({ token: text(), password: newPassword(), confirm: text() })
  .refine((form) => form.password === form.confirm, typedTwice);

/** /admin/setup: the setup address's token, the first owner's 'Email' and 'Password', twice. */
export const ownerSetupForm = z
  .object({
    token: text(),
    email: required(ownerSetupCopy.missingEmail),
    password: newPassword(),
    confirm: text(),
  })
  .refine((form) => form.password === form.confirm, typedTwice);
