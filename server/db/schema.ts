import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

/**
 * Table types. Columns use types both SQLite and PostgreSQL store the same way
 * (see docs/decisions/003-portable-schema.md): timestamps are ISO-8601 UTC text
 * and flags are 0/1 integers, so one query returns one shape on either dialect.
 */
export interface PortfolioItemTable {
  id: Generated<number>;
  name: string;
  title: string;
  image: string;
  sort_order: number;
  published: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

export type EnquiryStatus = "new" | "read" | "answered" | "spam";

/**
 * What the reCAPTCHA check said about a submission: 'off' (captcha not
 * configured), 'passed', or 'unverified' (the verify service could not be
 * reached, so the submission was kept for a person to review).
 */
export type CaptchaResult = "off" | "passed" | "unverified";

type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface ContactEnquiryTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  status: WithDefault<EnquiryStatus>;
  idempotency_key: string | null;
  captcha: WithDefault<CaptchaResult>;
  created_at: string;
}

export type OutboxStatus = "pending" | "sent";

export interface MailOutboxTable {
  id: string;
  kind: string;
  enquiry_id: string | null;
  /** JSON of an OutboxMessage (server/mail/enquiry-email.ts). */
  payload: string;
  status: WithDefault<OutboxStatus>;
  attempts: WithDefault<number>;
  next_attempt_at: string;
  claim_token: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface NewsletterSubscriptionTable {
  id: string;
  email: string;
  captcha: WithDefault<CaptchaResult>;
  created_at: string;
}

export type CommentStatus = "pending" | "approved" | "rejected";

export interface BlogCommentTable {
  id: string;
  post_slug: string | null;
  name: string;
  email: string;
  phone: string | null;
  option: string | null;
  message: string;
  status: WithDefault<CommentStatus>;
  captcha: WithDefault<CaptchaResult>;
  idempotency_key: string | null;
  created_at: string;
}

export interface Database {
  portfolio_items: PortfolioItemTable;
  contact_enquiries: ContactEnquiryTable;
  mail_outbox: MailOutboxTable;
  newsletter_subscriptions: NewsletterSubscriptionTable;
  blog_comments: BlogCommentTable;
}

export type PortfolioItemRow = Selectable<PortfolioItemTable>;
export type NewPortfolioItem = Insertable<PortfolioItemTable>;
export type ContactEnquiryRow = Selectable<ContactEnquiryTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type BlogCommentRow = Selectable<BlogCommentTable>;
