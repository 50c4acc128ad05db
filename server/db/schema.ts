import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
// The statuses and roles the app and the server share (one list each).
import type { ConsoleRole } from "../../app/lib/admin/roles.ts";
import type { BackupTrigger } from "../../app/admin/backups/backups.ts";
import type {
  CommentStatus,
  EnquiryStatus,
  SubscriberStatus,
} from "../../app/lib/admin/statuses.ts";

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
  // Publishing (migration 007): `name` is the project's title, `title` its one-line summary.
  slug: ColumnType<string | null, string | null | undefined, string | null>;
  client: WithDefault<string>;
  category: WithDefault<string>;
  year: ColumnType<number | null, number | null | undefined, number | null>;
  body: WithDefault<string>;
  /** JSON array of strings. */
  services: WithDefault<string>;
  cover_alt: WithDefault<string>;
  cover_media: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON array of { src, alt }. */
  gallery: WithDefault<string>;
  seo_title: WithDefault<string>;
  seo_description: WithDefault<string>;
  featured: WithDefault<number>;
  published_at: ColumnType<string | null, string | null | undefined, string | null>;
  version: WithDefault<number>;
  /** In the trash since (migration 014); null when not. Its addresses answer 410. */
  trashed_at: ColumnType<string | null, string | null | undefined, string | null>;
  trashed_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** A scheduled publish time nobody has seen pass yet (the schedule job claims it). */
  scheduled_for: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the schedule job or a save saw it go live. */
  went_live_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: it went live late, its time having passed while no instance ran. */
  published_late: WithDefault<number>;
}

/** A blog post (migration 007); `published` 0/1, a future `published_at` schedules it. */
export interface BlogPostTable {
  id: Generated<number>;
  slug: string;
  title: string;
  author: WithDefault<string>;
  category: WithDefault<string>;
  /** JSON array of strings. */
  tags: WithDefault<string>;
  summary: WithDefault<string>;
  body: WithDefault<string>;
  cover_image: WithDefault<string>;
  cover_alt: WithDefault<string>;
  cover_media: ColumnType<string | null, string | null | undefined, string | null>;
  seo_title: WithDefault<string>;
  seo_description: WithDefault<string>;
  published: WithDefault<number>;
  published_at: ColumnType<string | null, string | null | undefined, string | null>;
  version: WithDefault<number>;
  created_at: string;
  updated_at: string;
  /** In the trash since (migration 014); null when not. Its addresses answer 410. */
  trashed_at: ColumnType<string | null, string | null | undefined, string | null>;
  trashed_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** A scheduled publish time nobody has seen pass yet (the schedule job claims it). */
  scheduled_for: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the schedule job or a save saw it go live. */
  went_live_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: it went live late, its time having passed while no instance ran. */
  published_late: WithDefault<number>;
}

/** An old slug of a project or post, answered with a 301 to the item's current address. */
export interface SlugRedirectTable {
  /**
   * A service's old slug too, since their slugs can change, and a
   * translation's, under its kind and language (`post:de`; no migration: the
   * column is text).
   */
  kind: "project" | "post" | "service" | `${"project" | "post"}:${string}`;
  old_slug: string;
  item_id: number;
  created_at: string;
}

/** A redirect made by hand in the console (migration 013): a path of this site to a path or an http(s) address. */
export interface RedirectTable {
  id: Generated<number>;
  /** Lower case, no trailing slash, no query. */
  from_path: string;
  to_target: string;
  /** 1: 301; 0: 302. */
  permanent: number;
  created_by: string | null;
  created_at: string;
}

/** A path that answered a public GET with 404, or a group of bots' probes (migration 013). */
export interface NotFoundPathTable {
  /** The path, or "bot:<group>" for a group of bots' probes. */
  path: string;
  bot_group: string | null;
  /** A group's last path. */
  example: string | null;
  hits: number;
  first_seen: string;
  last_seen: string;
  /** The host of the last referring site; never the whole address. */
  referrer_host: string | null;
}

/** An uploaded image: the original and its variants live in MEDIA_DIR (server/media). */
export interface MediaAssetTable {
  id: string;
  original_key: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  /** JSON array of { key, format, width, height }. */
  variants: string;
  /** A tiny blurred WebP as a data: URL. */
  placeholder: string;
  created_by: string | null;
  created_at: string;
  // The media library (migration 017).
  /** The file's name as uploaded; "" for uploads before the library. */
  original_name: WithDefault<string>;
  /** The default alt text, wherever the image is shown without one of its own. */
  alt: WithDefault<string>;
  /** The focal point, 0–1 from the left and from the top; null: the centre. */
  focus_x: ColumnType<number | null, number | null | undefined, number | null>;
  focus_y: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1 at upload, one more each time the file is replaced. */
  revision: WithDefault<number>;
  updated_at: ColumnType<string | null, string | null | undefined, string | null>;
  updated_by: ColumnType<string | null, string | null | undefined, string | null>;
}

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
  /** Which form sent it (migration 006): 'get-in-touch', 'talk-to-us', 'services'; null before. */
  source_form: ColumnType<string | null, string | null | undefined, string | null>;
  /** The page it was sent from, e.g. '/home-two/services'; null when unknown. */
  source_page: ColumnType<string | null, string | null | undefined, string | null>;
  /** The spam score and its reasons (migration 018); null when stored unscored. */
  spam_score: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON array of { code, points, text } (app/lib/admin/spam.ts). */
  spam_reasons: ColumnType<string | null, string | null | undefined, string | null>;
  /** SHA-256 (hex) of the normalised message: the "same text sent again" signal compares it. */
  message_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** When it was filed as spam (by the score or by hand); spam is purged 30 days after. */
  spam_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where the visit began (migration 022, app/forms/visit-source.ts); null when unknown. */
  landing_page: NullableText;
  /** The code of the language of the page it was sent from (migration 026). */
  language: NullableText;
  /** The referring site's host, never its page. */
  referrer_host: NullableText;
  utm_source: NullableText;
  utm_medium: NullableText;
  utm_campaign: NullableText;
  utm_term: NullableText;
  utm_content: NullableText;
}

type NullableText = ColumnType<string | null, string | null | undefined, string | null>;

/** 'failed': the mail server refused it permanently (5xx) and the relay gave up (the reason is in last_error). */
export type OutboxStatus = "pending" | "sent" | "failed";

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

type Nullable = ColumnType<string | null, string | null | undefined, string | null>;

export interface NewsletterSubscriptionTable {
  id: string;
  email: string;
  captcha: WithDefault<CaptchaResult>;
  created_at: string;
  status: WithDefault<SubscriberStatus>;
  /** SHA-256 (base64url) of the one-time confirmation token; null once used or expired. */
  confirm_token_hash: Nullable;
  unsubscribe_token: Nullable;
  /** When a pending subscription expires unconfirmed. */
  expires_at: Nullable;
  /** When the last confirmation e-mail was queued (a repeat sign-up resends at most hourly). */
  confirm_sent_at: Nullable;
  confirmed_at: Nullable;
  unsubscribed_at: Nullable;
  updated_at: Nullable;
  /** The code of the language of the page it was sent from (migration 028). */
  language: Nullable;
}

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
  /** The spam columns, as on contact_enquiries (migration 018). */
  spam_score: ColumnType<number | null, number | null | undefined, number | null>;
  spam_reasons: ColumnType<string | null, string | null | undefined, string | null>;
  message_hash: ColumnType<string | null, string | null | undefined, string | null>;
  spam_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The code of the language of the page it was sent from (migration 028). */
  language: NullableText;
}

/**
 * A job that runs on one instance at a time (migration 018, server/db/job-leases.ts):
 * who holds it until when, and when it last finished.
 */
/**
 * better-auth's tables (migration 003): its Kysely adapter writes dates and
 * flags natively per dialect, so they read back as Date/boolean on PostgreSQL
 * and ISO text/0-1 on SQLite.
 */
type AuthTime = ColumnType<Date | string, Date | string, Date | string>;
type AuthFlag = ColumnType<boolean | number, boolean | number, boolean | number>;

export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  email_verified: AuthFlag;
  image: string | null;
  role: ConsoleRole;
  disabled: AuthFlag;
  created_at: AuthTime;
  updated_at: AuthTime;
}

export interface AuthSessionTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: AuthTime;
  ip_address: string | null;
  user_agent: string | null;
  created_at: AuthTime;
  updated_at: AuthTime;
}

/** A user's credential (provider 'credential': the password hash; null for an invitee). */
export interface AuthAccountTable {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  password: string | null;
  created_at: AuthTime;
  updated_at: AuthTime;
}

/** better-auth's one-time values: reset and invitation tokens, the two-factor step. */
export interface AuthVerificationTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: AuthTime;
  created_at: AuthTime;
  updated_at: AuthTime;
}

/** An enquiry's history: 'status' changes and internal 'note's. */
export interface EnquiryEventTable {
  id: string;
  enquiry_id: string;
  kind: "status" | "note" | "reply";
  from_status: string | null;
  to_status: string | null;
  /** A note's text, or a reply's (migration 021). */
  note: string | null;
  actor_email: string | null;
  created_at: string;
  /** A reply's e-mail in mail_outbox (migration 021); null for other events. */
  mail_id: string | null;
}

/** The agency's answers to common enquiries (migration 021), chosen when replying. */
export interface ReplyTemplateTable {
  id: string;
  title: string;
  body: string;
  position: number;
  updated_at: string;
}

/** A preview link of a draft (migration 015): only its token's SHA-256 is kept. */
export interface PreviewLinkTable {
  id: Generated<number>;
  /** Hex SHA-256 of the token the link carries. */
  token_hash: string;
  item_kind: "project" | "post";
  item_id: number;
  created_by: string;
  created_at: string;
  expires_at: string;
  revoked_at: ColumnType<string | null, string | null | undefined, string | null>;
  revoked_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AuditLogTable {
  id: string;
  action: string;
  actor_email: string | null;
  target: string | null;
  detail: string | null;
  ip: string | null;
  created_at: string;
}

/** A document of the site's content (migration 008): settings, a legal page, a page's copy. */
export interface SiteDocumentTable {
  key: string;
  /** JSON text, checked by its console schema before it is written. */
  value: string;
  version: WithDefault<number>;
  updated_at: string;
  updated_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** What every collection of the site's people has (migration 009): order, visibility, version. */
interface CollectionColumns {
  id: Generated<number>;
  name: string;
  /** Lowest first. */
  position: WithDefault<number>;
  /** 0/1: a hidden row stays in the console and leaves the public pages. */
  visible: WithDefault<number>;
  version: WithDefault<number>;
  created_at: string;
  updated_at: string;
}

/** A client's testimonial (migration 009); `rating` a whole number 0–5. */
export interface TestimonialTable extends CollectionColumns {
  role: WithDefault<string>;
  photo: WithDefault<string>;
  text: WithDefault<string>;
  rating: WithDefault<number>;
}

/** A team member (migration 009). */
export interface TeamMemberTable extends CollectionColumns {
  role: WithDefault<string>;
  photo: WithDefault<string>;
  /** JSON array of { network, url }. */
  links: WithDefault<string>;
}

/** A partner's logo (migration 009); `link` "" or an http(s) address. */
export interface PartnerTable extends CollectionColumns {
  logo: WithDefault<string>;
  link: WithDefault<string>;
  description: WithDefault<string>;
}

/** A pricing plan (migration 011); `price` as typed ("29", "29.50"), `features` JSON lines. */
export interface PricingPlanTable {
  id: Generated<number>;
  title: string;
  price: string;
  period: WithDefault<string>;
  /** A name of PLAN_ICONS (app/lib/site-content.ts). */
  icon: WithDefault<string>;
  /** JSON array of lines. */
  features: WithDefault<string>;
  button_label: WithDefault<string>;
  /** A path on this site, or an http(s), mailto: or tel: address. */
  button_link: WithDefault<string>;
  /** 0/1: shown as 'Most popular'. */
  popular: WithDefault<number>;
  /** Lowest first. */
  position: WithDefault<number>;
  /** 0/1: a hidden plan stays in the console and leaves the public pages. */
  visible: WithDefault<number>;
  version: WithDefault<number>;
  created_at: string;
  updated_at: string;
}

/** A service (migration 010): a plain integer key, given as the highest and 1. */
export interface ServiceTable {
  id: number;
  slug: string;
  title: string;
  summary: WithDefault<string>;
  icon: WithDefault<string>;
  banner_image: WithDefault<string>;
  overview: WithDefault<string>;
  why: WithDefault<string>;
  /** JSON array of { title, text }. */
  benefits: WithDefault<string>;
  features_intro: WithDefault<string>;
  /** JSON array of strings. */
  features: WithDefault<string>;
  approach_intro: WithDefault<string>;
  /** JSON array of { title, text }. */
  approach_steps: WithDefault<string>;
  action_link: WithDefault<string>;
  seo_title: WithDefault<string>;
  seo_description: WithDefault<string>;
  /** Its name in the menus and the footer; "" for the title (migration 012). */
  menu_title: WithDefault<string>;
  /** The Services menu's column of its own entry; "" for none. */
  menu_group: WithDefault<string>;
  menu_description: WithDefault<string>;
  /** Its place in its column; null for its position. */
  menu_order: WithDefault<number | null>;
  /** JSON array of { group, title, description }: its other names in the menu. */
  menu_more: WithDefault<string>;
  /** 1: listed among the footer's Services links. */
  in_footer: WithDefault<number>;
  position: WithDefault<number>;
  visible: WithDefault<number>;
  version: WithDefault<number>;
  created_at: string;
  updated_at: string;
}

/** A remembered Idempotency-Key (server/db/idempotency.ts); expires after 24 hours. */
export interface IdempotencyKeyTable {
  scope: string;
  key: string;
  fingerprint: string;
  created_at: string;
}

/** A periodic job's lease (migration 014): one instance at a time runs it (server/db/job-leases.ts). */
export interface JobLeaseTable {
  name: string;
  claim_token: string | null;
  locked_until: string | null;
  /** When the job last finished a run (migration 018): a job due once an interval across instances. */
  last_run_at: string | null;
}

/** A lead alert's target (migration 019): owners add them on /admin/integrations. */
export interface WebhookTable {
  id: string;
  url: string;
  /** The HMAC key of its signatures, as shown to owners. */
  secret: string;
  format: "json" | "slack" | "teams";
  /** 0/1. */
  paused: WithDefault<number>;
  /** 'owner', or 'failing': every attempt failed for a day. */
  paused_reason: Nullable;
  paused_at: Nullable;
  /** The first failed attempt since the last success; null while it works. */
  failing_since: Nullable;
  created_by: Nullable;
  created_at: string;
  updated_at: string;
}

/** One delivery of a webhook (migration 019); its id is its outbox row's and the body's `id`. */
export interface WebhookDeliveryTable {
  id: string;
  webhook_id: string;
  event: "enquiry.created" | "test";
  enquiry_id: Nullable;
  /** 'failed': given up without being delivered (the webhook was paused or deleted). */
  state: WithDefault<"pending" | "delivered" | "failed">;
  attempts: WithDefault<number>;
  /** The last attempt's answer; null when there was none (refused, no connection, time-out). */
  status_code: ColumnType<number | null, number | null | undefined, number | null>;
  duration_ms: ColumnType<number | null, number | null | undefined, number | null>;
  error: Nullable;
  created_at: string;
  last_attempt_at: Nullable;
  delivered_at: Nullable;
}

/**
 * A revision (migration 016): what one console save of a project, post,
 * service, page's copy or legal page saved (server/admin/revisions/).
 */
export interface RevisionTable {
  id: Generated<number>;
  /** project, post, service, page or legal (app/lib/admin/revisions.ts). */
  kind: string;
  /** The item's id ("12") or name ("home", "terms"). */
  item_key: string;
  created_at: string;
  /** Who saved it: a console user's e-mail. */
  created_by: string | null;
  /** JSON: the item's editable fields as saved. */
  fields_json: string;
  /** JSON array of the names of the fields the save changed. */
  changed_json: WithDefault<string>;
  /** The revision a restore brought back; null for an ordinary save. */
  restored_from: number | null;
}

/** The site's languages (migration 024): the default first, then by `position`. */
export interface LanguageTable {
  /** A canonical BCP 47 tag: `de`, `pt-BR`; its pages' address prefix. */
  code: string;
  /** As the language names itself: 'Deutsch'. */
  name: string;
  /** 0/1: visitors see it. */
  published: WithDefault<number>;
  /** 0/1: the language of the addresses without a prefix; always published, never deleted. */
  is_default: WithDefault<number>;
  position: number;
  created_at: string;
  updated_at: string;
}

/** What the agency wrote in a language other than the default (migration 025). */
export interface TranslationTable {
  /** What is translated: `single:<document>`, `collection:<kind>:<id>`. */
  subject: string;
  language: string;
  /** JSON: the translatable fields written in this language, as the editor's form holds them. */
  fields: string;
  version: number;
  updated_by: Nullable;
  updated_at: string;
  /** A project's or post's address in the language, without its prefix (`/blog/<slug>`; migration 027). */
  address: Nullable;
}

/** One run of `npm run backup`, however it was started (migrations 029, 030). */
export interface BackupRunTable {
  id: Generated<number>;
  started_at: string;
  /** null while it runs (or when its process died: see server/db/backup-runs.ts). */
  finished_at: string | null;
  /** The archive's file name in BACKUP_DIR; null when none was written. */
  file: string | null;
  /** Bytes; PostgreSQL's bigint reads as text. */
  size: number | string | null;
  /** 0/1: the archive was restored into a scratch database and matched its manifest. */
  verified: WithDefault<number>;
  /** Why it failed, in one line. */
  error: string | null;
  trigger: BackupTrigger;
  /** The owner's e-mail when started from the console. */
  actor: string | null;
  /** The `s3://bucket/key` its archive was copied to (BACKUP_S3_URL); null when not copied. */
  offsite: string | null;
}

/** A counted page view, 404 or bot request (migration 031). */
export interface AnalyticsViewTable {
  id: Generated<number>;
  /** UTC, YYYY-MM-DD. */
  day: string;
  at: string;
  kind: "page" | "not-found" | "bot" | "enquiry";
  /** The day's pseudonym: `h:<hash>` while the day lasts, then `v:<opaque id>`. */
  visitor: string;
  path: string;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  device: "phone" | "tablet" | "desktop";
  language: string;
  /** An 'enquiry' row's enquiry (migration 032); null for every other kind. */
  enquiry_id: string | null;
}

/** The day's salt of the visitors' hashes (migration 031). */
export interface AnalyticsSaltTable {
  day: string;
  salt: string;
}

export interface Database {
  idempotency_keys: IdempotencyKeyTable;
  portfolio_items: PortfolioItemTable;
  blog_posts: BlogPostTable;
  slug_redirects: SlugRedirectTable;
  media_assets: MediaAssetTable;
  contact_enquiries: ContactEnquiryTable;
  mail_outbox: MailOutboxTable;
  newsletter_subscriptions: NewsletterSubscriptionTable;
  blog_comments: BlogCommentTable;
  auth_users: AuthUserTable;
  auth_sessions: AuthSessionTable;
  auth_accounts: AuthAccountTable;
  auth_verifications: AuthVerificationTable;
  enquiry_events: EnquiryEventTable;
  reply_templates: ReplyTemplateTable;
  audit_log: AuditLogTable;
  site_documents: SiteDocumentTable;
  testimonials: TestimonialTable;
  team_members: TeamMemberTable;
  partners: PartnerTable;
  pricing_plans: PricingPlanTable;
  services: ServiceTable;
  redirects: RedirectTable;
  not_found_paths: NotFoundPathTable;
  job_leases: JobLeaseTable;
  preview_links: PreviewLinkTable;
  webhooks: WebhookTable;
  webhook_deliveries: WebhookDeliveryTable;
  revisions: RevisionTable;
  languages: LanguageTable;
  translations: TranslationTable;
  backup_runs: BackupRunTable;
  analytics_views: AnalyticsViewTable;
  analytics_salts: AnalyticsSaltTable;
}

export type PortfolioItemRow = Selectable<PortfolioItemTable>;
export type NewPortfolioItem = Insertable<PortfolioItemTable>;
export type BlogPostRow = Selectable<BlogPostTable>;
export type NewBlogPost = Insertable<BlogPostTable>;
export type MediaAssetRow = Selectable<MediaAssetTable>;
export type ContactEnquiryRow = Selectable<ContactEnquiryTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type BlogCommentRow = Selectable<BlogCommentTable>;
export type TestimonialRow = Selectable<TestimonialTable>;
export type TeamMemberRow = Selectable<TeamMemberTable>;
export type PartnerRow = Selectable<PartnerTable>;
export type PricingPlanRow = Selectable<PricingPlanTable>;
export type ServiceRow = Selectable<ServiceTable>;
