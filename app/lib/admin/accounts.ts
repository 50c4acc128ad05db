import type { ConsoleRole, ConsoleUser } from "./roles.ts";

/**
 * Accounts (server/admin/accounts/): signing in and the one-time links
 * (anyone), one's own account (signed in), and the users list (owners).
 */

/** `needsCode`: the password was right and the account has two-factor on: ask for the 'Code'. */
export type SignInResult =
  { ok: true; needsCode?: boolean } | { ok: false; message: string; status: number };

/** The answer of an account action: done, or a sentence for the form and its status. */
export type AccountResult = { ok: true } | { ok: false; message: string; status: number };

/** Where a one-time password link (invitation or reset) leads, if it still works. */
export type PasswordLink =
  { state: "valid"; email: string; invitation: boolean } | { state: "invalid" };

/** The authenticator set-up shown once: the otpauth URI, its secret, and its QR code (a data: URL). */
export interface TwoFactorSetup {
  uri: string;
  secret: string;
  qrCode: string;
}

/** A row of /admin/users. */
export interface ConsoleAccount {
  id: string;
  email: string;
  role: ConsoleRole;
  disabled: boolean;
  /** Invited and has not chosen a password yet. */
  invited: boolean;
  createdAt: string;
}

/** The signed-out steps: sign-in and its code, sign-out, reset requests and password links. */
export interface AccessConsole {
  /** Checks the limits, then the password; on success the session cookie is set on the response. */
  signIn(email: string, password: string): Promise<SignInResult>;
  /** True while a sign-in waits for its 'Code' (the password was right). */
  hasPendingCode(): Promise<boolean>;
  /** The second sign-in step: a TOTP code or a backup code; limited and audited like passwords. */
  verifySignInCode(code: string): Promise<SignInResult>;
  /** Ends this session; the cookie is cleared on the response. */
  signOut(): Promise<void>;
  /** Queues a reset link if the account exists; the answer never says whether it does. */
  requestPasswordReset(email: string): Promise<AccountResult>;
  passwordLink(token: string): Promise<PasswordLink>;
  /** Sets the password a link allows and ends every session of the account. */
  usePasswordLink(token: string, password: string): Promise<AccountResult>;
  /** What a setup address allows: `closed` once the console has an account. */
  ownerSetup(token: string): Promise<"open" | "invalid" | "closed">;
  /** Creates the first owner with a setup address and signs them in. */
  createFirstOwner(token: string, email: string, password: string): Promise<AccountResult>;
}

/** The signed-in user's own account (owners and editors). */
export interface AccountConsole {
  get(): Promise<{ user: ConsoleUser; twoFactorEnabled: boolean }>;
  /** Needs the current password; ends the user's other sessions. */
  changePassword(current: string, next: string): Promise<AccountResult>;
  /** Ends every session of the signed-in user, this one included. */
  signOutEverywhere(): Promise<void>;
  /** Checks the password and returns a new (not yet active) authenticator secret. */
  startTwoFactor(
    password: string,
  ): Promise<{ ok: true; setup: TwoFactorSetup } | { ok: false; message: string; status: number }>;
  /** The set-up of `uri` again (after a wrong first code), for the signed-in user. */
  twoFactorSetup(uri: string): Promise<TwoFactorSetup | null>;
  /** The first code turns two-factor on; the backup codes are returned this once. */
  confirmTwoFactor(
    code: string,
  ): Promise<{ ok: true; backupCodes: string[] } | { ok: false; message: string; status: number }>;
  disableTwoFactor(password: string): Promise<AccountResult>;
}

/** /admin/users: owners only (editors get 403). */
export interface UsersConsole {
  list(): Promise<ConsoleAccount[]>;
  /** Disabling ends the user's sessions at once. False for an unknown user or oneself. */
  setDisabled(email: string, disabled: boolean): Promise<boolean>;
  /** A new account and an e-mail (through the outbox) with a 72-hour one-time link. */
  invite(email: string, role: ConsoleRole): Promise<AccountResult>;
}
