/**
 * What the console's loaders and actions can ask of the server (built per
 * request by server/admin/console-context.ts). Every method that reads or
 * changes data checks the signed-in user's role itself, on the server; a
 * signed-out call throws a 303 to /admin/login, a forbidden one a 403.
 */

export type ConsoleRole = "owner" | "editor";
export type EnquiryStatus = "new" | "open" | "replied" | "closed" | "spam";
export type CommentStatus = "pending" | "approved" | "rejected" | "spam";
export type CommentDecision = "approve" | "reject" | "spam" | "delete";

export interface ConsoleUser {
  id: string;
  email: string;
  role: ConsoleRole;
}

export type SignInResult = { ok: true } | { ok: false; message: string; status: number };

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
  audit(page: number): Promise<{ entries: AuditEntryView[]; total: number; pageCount: number }>;
  /** Owners only. */
  listUsers(): Promise<ConsoleAccount[]>;
  /** Owners only; disabling ends the user's sessions at once. False for an unknown user or oneself. */
  setUserDisabled(email: string, disabled: boolean): Promise<boolean>;
}
