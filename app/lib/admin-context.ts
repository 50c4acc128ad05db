import type { ConsoleRole, ConsoleUser } from "./admin/roles.ts";
import type {
  CommentDecision,
  CommentStatus,
  EnquiryStatus,
  SubscriberStatus,
} from "./admin/statuses.ts";

/**
 * What the console's loaders and actions can ask of the server (built per
 * request by server/admin/console-context.ts). Every method that reads or
 * changes data checks the signed-in user's role itself, on the server; a
 * signed-out call throws a 303 to /admin/login, a forbidden one a 403.
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

export interface EnquiryFilter {
  q: string;
  status: EnquiryStatus | null;
  page: number;
}

export interface EnquirySummary {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: EnquiryStatus;
  captcha: "off" | "passed" | "unverified";
}

export interface EnquiryPage {
  items: EnquirySummary[];
  total: number;
  page: number;
  pageCount: number;
}

export interface EnquiryEvent {
  id: string;
  at: string;
  kind: "status" | "note";
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
  actor: string | null;
}

/** The notification e-mail of an enquiry, as the outbox knows it. */
export interface NotificationState {
  state: "queued" | "retrying" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  nextAttemptAt: string;
}

export interface EnquiryDetail extends EnquirySummary {
  phone: string;
  /** The form ('get-in-touch', 'talk-to-us', 'services') and page it was sent from; null when unknown. */
  source: { form: string | null; page: string | null };
  notification: NotificationState | null;
  events: EnquiryEvent[];
}

export interface ConsoleComment {
  id: string;
  createdAt: string;
  postSlug: string | null;
  name: string;
  email: string;
  message: string;
  status: CommentStatus;
  captcha: "off" | "passed" | "unverified";
}

export interface SubscriberFilter {
  q: string;
  status: SubscriberStatus | null;
  page: number;
}

export interface SubscriberView {
  id: string;
  email: string;
  status: SubscriberStatus;
  captcha: "off" | "passed" | "unverified";
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  /** When a pending subscription expires unconfirmed. */
  expiresAt: string | null;
}

export interface SubscriberPage {
  items: SubscriberView[];
  total: number;
  page: number;
  pageCount: number;
  /** Confirmed subscribers in all (whatever the filter). */
  confirmed: number;
}

export interface AuditEntryView {
  id: string;
  at: string;
  action: string;
  actor: string | null;
  target: string | null;
  detail: string | null;
  ip: string | null;
}

export interface ConsoleOverview {
  newEnquiries: number;
  pendingComments: number;
  recent: AuditEntryView[];
}

export interface ConsoleAccount {
  id: string;
  email: string;
  role: ConsoleRole;
  disabled: boolean;
  /** Invited and has not chosen a password yet. */
  invited: boolean;
  createdAt: string;
}

export interface AdminContext {
  /** The signed-in user, or null (signed out, expired, revoked or disabled). */
  user(): Promise<ConsoleUser | null>;
  /** The signed-in user with at least `role`; else throws 303 (signed out) or 403. */
  require(role?: ConsoleRole): Promise<ConsoleUser>;
  /** Checks the limits, then the password; on success the session cookie is set on the response. */
  signIn(email: string, password: string): Promise<SignInResult>;
  /** Ends this session; the cookie is cleared on the response. */
  signOut(): Promise<void>;
  /** Set-Cookie values to send with this response (sign-in, sign-out). */
  responseCookies(): string[];
  newEnquiryCount(): Promise<number>;
  overview(): Promise<ConsoleOverview>;
  listEnquiries(filter: EnquiryFilter): Promise<EnquiryPage>;
  enquiry(id: string): Promise<EnquiryDetail | null>;
  setEnquiryStatus(id: string, status: EnquiryStatus): Promise<boolean>;
  addEnquiryNote(id: string, note: string): Promise<boolean>;
  /** The CSV of every enquiry the filter matches (not only one page), as `npm run enquiries -- --csv`. */
  exportEnquiries(filter: Omit<EnquiryFilter, "page">): Promise<string>;
  listComments(status: CommentStatus | null): Promise<ConsoleComment[]>;
  moderateComment(id: string, decision: CommentDecision): Promise<boolean>;
  listSubscribers(filter: SubscriberFilter): Promise<SubscriberPage>;
  subscriber(id: string): Promise<SubscriberView | null>;
  /** The CSV of every subscriber the filter matches (audited). */
  exportSubscribers(filter: Omit<SubscriberFilter, "page">): Promise<string>;
  /** Deletes a subscriber (audited); false when there is no such subscriber. */
  removeSubscriber(id: string): Promise<boolean>;
  audit(page: number): Promise<{ entries: AuditEntryView[]; total: number; pageCount: number }>;
  /** Owners only. */
  listUsers(): Promise<ConsoleAccount[]>;
  /** Owners only; disabling ends the user's sessions at once. False for an unknown user or oneself. */
  setUserDisabled(email: string, disabled: boolean): Promise<boolean>;
  /** Owners only: a new account and an e-mail (through the outbox) with a 72-hour one-time link. */
  inviteUser(email: string, role: ConsoleRole): Promise<AccountResult>;
  /** True while a sign-in waits for its 'Code' (the password was right). */
  hasPendingCode(): Promise<boolean>;
  /** The second sign-in step: a TOTP code or a backup code; limited and audited like passwords. */
  verifySignInCode(code: string): Promise<SignInResult>;
  /** Queues a reset link if the account exists; the answer never says whether it does. */
  requestPasswordReset(email: string): Promise<AccountResult>;
  passwordLink(token: string): Promise<PasswordLink>;
  /** Sets the password a link allows and ends every session of the account. */
  usePasswordLink(token: string, password: string): Promise<AccountResult>;
  /** The signed-in user's own account. */
  account(): Promise<{ user: ConsoleUser; twoFactorEnabled: boolean }>;
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
