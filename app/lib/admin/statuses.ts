/**
 * The console's statuses, declared once (architecture.md, "Operator console").
 * The app's filters, forms and copy and the server's schema types and queries
 * all take them from here, so a status cannot exist on one side only.
 */

export const ENQUIRY_STATUSES = ["new", "open", "replied", "closed", "spam"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const COMMENT_STATUSES = ["pending", "approved", "rejected", "spam"] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** What a moderator may do with a comment ('not-spam': a spam one back to pending). */
export const COMMENT_DECISIONS = ["approve", "reject", "spam", "delete", "not-spam"] as const;
export type CommentDecision = (typeof COMMENT_DECISIONS)[number];

/** A newsletter subscription's life (docs/newsletter.md). */
export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed", "expired"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** A project's or post's state, derived from its published flag and date, or the trash. */
export const ITEM_STATUSES = ["draft", "published", "scheduled", "trash"] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** A type guard for one of these lists: `oneOf(ENQUIRY_STATUSES)(value)`. */
export const oneOf =
  <const T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === "string" && (values as readonly string[]).includes(value);

export const isEnquiryStatus = oneOf(ENQUIRY_STATUSES);
export const isCommentStatus = oneOf(COMMENT_STATUSES);
