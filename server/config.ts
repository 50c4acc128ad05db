import { dirname, join, resolve } from "node:path";
import { isIP } from "node:net";
import { hostname } from "node:os";
import { z } from "zod";
import type { PublicConfig } from "../app/lib/public-config.ts";
import type { RetentionKind } from "../app/lib/admin/privacy.ts";
import type { SeedContact } from "./content/site-content-seed.ts";
import {
  httpUrl,
  optional,
  publicConfigOf,
  publicEnvShape,
  withDefault,
} from "../app/lib/public-env.server.ts";
import type { DatabaseLimits } from "./db/connection.ts";
import { backupSchedule } from "./backup/backup-schedule.ts";
import { parseS3Url, type OffsiteTarget } from "./backup/offsite-target.ts";
import type { SpamSettings } from "./forms/spam-score.ts";

/**
 * The one configuration module. Every environment variable of the architecture
 * page is parsed here once, at start-up (the public ones are defined in
 * app/lib/public-env.server.ts, which the root loader reads too); a bad value stops the process with a
 * single line that names the variable (see server/main.ts).
 */

const databaseUrl = z
  .string()
  .refine(
    (v) => v.startsWith("file:") || /^postgres(ql)?:\/\/[^\s]+$/i.test(v),
    "must be a file: path (SQLite) or a postgres:// URL",
  )
  .refine(
    (v) => !v.startsWith("file:") || v.length > "file:".length,
    "must name a file after file:",
  )
  .refine((v) => v.startsWith("file:") || URL.canParse(v), "is not a valid postgres:// URL");

const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number between ${min} and ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

/**
 * Which proxies' X-Forwarded-For to believe: a hop count, or the proxies'
 * addresses and CIDR ranges (proxy-addr's names loopback, linklocal and
 * uniquelocal too). `true` would believe any client's header, so a visitor
 * could choose the address the rate limit counts: it is refused.
 */
const trustProxy = z.string().transform((value, ctx): false | number | string[] => {
  const v = value.trim();
  if (v === "false" || v === "0") return false;
  if (/^\d+$/.test(v) && Number(v) <= 10) return Number(v);
  if (v === "true") {
    ctx.addIssue({
      code: "custom",
      message:
        "no longer accepts true (it believed any X-Forwarded-For): give the number of proxies in front (1) or their addresses/CIDRs",
    });
    return z.NEVER;
  }
  const entries = v.split(",").map((entry) => entry.trim());
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined) {
    ctx.addIssue({
      code: "custom",
      message: `must be a hop count (1) or comma-separated addresses/CIDRs; ${JSON.stringify(bad)} is neither`,
    });
    return z.NEVER;
  }
  return entries;
});

function isProxyAddress(entry: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true;
  const [address, bits, ...rest] = entry.split("/");
  const family = isIP(address ?? "");
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** Who may read /metrics without a token: addresses and CIDR ranges; `none` = nobody. */
const metricsAllow = z.string().transform((value, ctx): string[] => {
  if (value.trim() === "none") return [];
  const entries = value.split(",").map((entry) => entry.trim());
  const bad = entries.find((entry) => (entry.includes("/") ? !isCidr(entry) : isIP(entry) === 0));
  if (bad !== undefined) {
    ctx.addIssue({
      code: "custom",
      message: `must be comma-separated addresses or CIDRs (or none); ${JSON.stringify(bad)} is neither`,
    });
    return z.NEVER;
  }
  return entries;
});

function isCidr(entry: string): boolean {
  const [address, bits, ...rest] = entry.split("/");
  const family = isIP(address ?? "");
  if (family === 0 || rest.length > 0 || !/^\d{1,3}$/.test(bits ?? "")) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** A host (or host:port) lead alerts may reach although private or loopback, over http too. */
export interface AllowedWebhookHost {
  /** As a URL's hostname holds it: lower case, an IPv6 address in brackets. */
  host: string;
  /** null: any port. */
  port: number | null;
}

/**
 * WEBHOOK_ALLOW_HOSTS: comma-separated hosts or host:port (an IPv6 address in
 * brackets, `[::1]:8080`). Each is read as a URL reads it, so `LocalHost` and
 * `localhost` are one host and `[::1]` is written as the URL will give it.
 */
const webhookAllowHosts = z.string().transform((value, ctx): AllowedWebhookHost[] => {
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hosts: AllowedWebhookHost[] = [];
  for (const entry of entries) {
    const match = /^(\[[0-9a-fA-F:.]+\]|[^:[\]/\s@]+)(?::(\d{1,5}))?$/.exec(entry);
    const port = match?.[2] === undefined ? null : Number(match[2]);
    let host: string | null = null;
    if (match && URL.canParse(`http://${match[1]}`)) host = new URL(`http://${match[1]}`).hostname;
    if (!host || (port !== null && (port < 1 || port > 65535))) {
      ctx.addIssue({
        code: "custom",
        message: `must be comma-separated hosts or host:port (IPv6 in brackets); ${JSON.stringify(entry)} is neither`,
      });
      return z.NEVER;
    }
    hosts.push({ host, port });
  }
  return hosts;
});

export const configSchema = z
  .object({
    NODE_ENV: withDefault(z.enum(["development", "production", "test"]), "development"),
    PORT: withDefault(
      z.coerce
        .number({ error: "must be a whole number between 1 and 65535" })
        .int("must be a whole number between 1 and 65535")
        .min(1, "must be a whole number between 1 and 65535")
        .max(65535, "must be a whole number between 1 and 65535"),
      "3000",
    ),
    HOST: withDefault(z.string().min(1), "0.0.0.0"),
    DATABASE_URL: withDefault(databaseUrl, "file:./data/genesis.sqlite"),
    DATABASE_STATEMENT_TIMEOUT_MS: withDefault(wholeNumber(100, 600_000), "5000"),
    DATABASE_CONNECT_TIMEOUT_MS: withDefault(wholeNumber(100, 120_000), "5000"),
    SQLITE_BUSY_TIMEOUT_MS: withDefault(wholeNumber(0, 10_000), "1000"),
    ...publicEnvShape,
    // The site's first contact details: the settings of a new database.
    CONTACT_EMAIL: withDefault(z.email("must be an e-mail address"), "hello@genesis-agency.dev"),
    CONTACT_PHONE: withDefault(z.string().min(5, "must be a phone number"), "+1 (307) 555-0142"),
    CONTACT_ADDRESS: withDefault(
      z.string().min(5, "must be a postal address"),
      "1621 Central Ave, Cheyenne, WY 82001, USA",
    ),
    RECAPTCHA_SECRET_KEY: optional(z.string()),
    RECAPTCHA_VERIFY_URL: withDefault(httpUrl, "https://www.google.com/recaptcha/api/siteverify"),
    RECAPTCHA_MIN_SCORE: withDefault(
      z.coerce
        .number({ error: "must be a number between 0 and 1" })
        .min(0, "must be a number between 0 and 1")
        .max(1, "must be a number between 0 and 1"),
      "0.5",
    ),
    SMTP_URL: optional(
      z
        .string()
        .refine((v) => /^smtps?:\/\/[^\s]+$/i.test(v), "must be an smtp:// or smtps:// URL"),
    ),
    MAIL_FROM: optional(z.string().min(3)),
    ENQUIRY_NOTIFY_TO: optional(z.string().min(3)),
    REDIS_URL: optional(
      z
        .string()
        .refine((v) => /^rediss?:\/\/[^\s]+$/i.test(v), "must be a redis:// or rediss:// URL"),
    ),
    MEDIA_DIR: withDefault(z.string().min(1), "media"),
    BACKUP_DIR: optional(z.string().min(1)),
    BACKUP_KEEP: withDefault(wholeNumber(1, 1000), "14"),
    BACKUP_PASSPHRASE: optional(z.string().min(12, "must be at least 12 characters")),
    BACKUP_SCHEDULE: withDefault(
      z.string().transform((value, ctx) => {
        if (value.trim() === "off") return null;
        try {
          backupSchedule(value.trim());
        } catch (error) {
          ctx.addIssue({ code: "custom", message: (error as Error).message });
          return z.NEVER;
        }
        return value.trim();
      }),
      "17 3 * * *",
    ),
    BACKUP_S3_URL: optional(
      z.string().refine((v) => parseS3Url(v) !== null, "must be s3://bucket or s3://bucket/prefix"),
    ),
    BACKUP_S3_ENDPOINT: optional(httpUrl),
    BACKUP_S3_REGION: withDefault(
      z.string().regex(/^[a-z0-9-]{1,32}$/, "must be a region name such as eu-central-1"),
      "us-east-1",
    ),
    // The AWS SDK's own names; unset, it looks for keys where it always does (a profile, a role).
    AWS_ACCESS_KEY_ID: optional(z.string().min(1)),
    AWS_SECRET_ACCESS_KEY: optional(z.string().min(1)),
    AWS_SESSION_TOKEN: optional(z.string().min(1)),
    REDIS_KEY_PREFIX: withDefault(
      z.string().regex(/^[\w:.-]{1,64}$/, "must be 1 to 64 letters, digits, or _ : . -"),
      "genesis:",
    ),
    FORM_RATE_LIMIT_MAX: withDefault(wholeNumber(1, 1_000_000), "10"),
    FORM_RATE_LIMIT_WINDOW_SECONDS: withDefault(wholeNumber(1, 86_400), "600"),
    FORM_MIN_FILL_MS: withDefault(wholeNumber(0, 600_000), "2000"),
    // The spam score (server/forms/spam-score.ts, docs/console.md "Spam").
    SPAM_THRESHOLD: withDefault(wholeNumber(1, 10_000), "60"),
    SPAM_WEIGHT_CAPTCHA: withDefault(wholeNumber(0, 1000), "40"),
    SPAM_WEIGHT_FAST_FILL: withDefault(wholeNumber(0, 1000), "15"),
    SPAM_WEIGHT_SENDER_RATE: withDefault(wholeNumber(0, 1000), "20"),
    SPAM_WEIGHT_LINKS: withDefault(wholeNumber(0, 1000), "10"),
    SPAM_WEIGHT_REPEATED_TEXT: withDefault(wholeNumber(0, 1000), "20"),
    SPAM_WEIGHT_DISPOSABLE_DOMAIN: withDefault(wholeNumber(0, 1000), "35"),
    BETTER_AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters long")),
    LOG_LEVEL: withDefault(
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
        error: "must be one of fatal, error, warn, info, debug, trace, silent",
      }),
      "info",
    ),
    TRUST_PROXY: withDefault(trustProxy, "false"),
    HTTP_HEADERS_TIMEOUT_MS: withDefault(wholeNumber(1000, 300_000), "10000"),
    HTTP_REQUEST_TIMEOUT_MS: withDefault(wholeNumber(1000, 3_600_000), "30000"),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: withDefault(wholeNumber(1000, 600_000), "72000"),
    INSTANCE_NAME: optional(
      z.string().regex(/^[\w.:-]{1,64}$/, "must be 1 to 64 letters, digits, or _ . : -"),
    ),
    METRICS_ALLOW: withDefault(metricsAllow, "127.0.0.1,::1"),
    METRICS_TOKEN: optional(z.string().min(16, "must be at least 16 characters long")),
    WEBHOOK_ALLOW_HOSTS: withDefault(webhookAllowHosts, ""),
    // How many days each kind of record is kept (docs/privacy.md, "Retention"); 0 = until erased.
    RETENTION_ENQUIRIES_DAYS: withDefault(wholeNumber(0, 36_500), "730"),
    RETENTION_UNCONFIRMED_SUBSCRIBERS_DAYS: withDefault(wholeNumber(0, 36_500), "30"),
    RETENTION_SENT_EMAILS_DAYS: withDefault(wholeNumber(0, 36_500), "90"),
    RETENTION_NOT_FOUND_LOG_DAYS: withDefault(wholeNumber(0, 36_500), "90"),
    RETENTION_ANALYTICS_DAYS: withDefault(wholeNumber(0, 36_500), "730"),
    ANALYTICS: withDefault(
      z.enum(["on", "off"], { error: "must be on or off" }).transform((v) => v === "on"),
      "on",
    ),
  })
  .superRefine((env, ctx) => {
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["HTTP_HEADERS_TIMEOUT_MS"],
        message:
          "must not be longer than HTTP_REQUEST_TIMEOUT_MS (the headers are part of the request)",
      });
    }
    if (Boolean(env.RECAPTCHA_SITE_KEY) !== Boolean(env.RECAPTCHA_SECRET_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [env.RECAPTCHA_SITE_KEY ? "RECAPTCHA_SECRET_KEY" : "RECAPTCHA_SITE_KEY"],
        message: "must be set together with the other reCAPTCHA key",
      });
    }
  });

export type Env = z.output<typeof configSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  databaseUrl: string;
  /** How long the database may keep a request waiting. */
  database: DatabaseLimits;
  siteUrl: string;
  logLevel: Env["LOG_LEVEL"];
  /** How long a client may take to send its headers, its whole request, and between requests. */
  http: { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number };
  /** Fastify's trustProxy: off, a hop count, or the proxies' addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** Values the browser may see; they are rendered into every page. */
  public: PublicConfig;
  /**
   * CONTACT_EMAIL, CONTACT_PHONE and CONTACT_ADDRESS: the first value of the
   * settings of a new database only; the console owns them after.
   */
  firstContact: SeedContact;
  recaptcha: { siteKey: string; secretKey: string; verifyUrl: string; minScore: number } | null;
  /**
   * E-mail: on whenever SMTP_URL is set, so the outbox relay sends what waits there (password
   * resets, invitations, newsletter confirmations). `notifyTo` (ENQUIRY_NOTIFY_TO) only decides
   * whether enquiries are mailed too: null queues no enquiry notification.
   */
  mail: { smtpUrl: string; from: string; notifyTo: string | null } | null;
  redisUrl: string | null;
  /** Uploaded images and their variants (server/media), served at /media/. */
  mediaDir: string;
  /** Where `npm run backup` writes (BACKUP_DIR): by default `backups` beside the SQLite file, else ./backups. */
  backupDir: string;
  /** How many of the newest backups `backupDir` keeps (BACKUP_KEEP). */
  backupKeep: number;
  /** Encrypts every backup (age) and opens encrypted ones (BACKUP_PASSPHRASE); null = not encrypted. */
  backupPassphrase: string | null;
  /** When the server takes a backup (BACKUP_SCHEDULE, a cron expression in UTC); null = off. */
  backupSchedule: string | null;
  /** Where each verified backup is copied off the machine (BACKUP_S3_*); null = nowhere. */
  backupS3: OffsiteTarget | null;
  /** Prefix of every Redis key this app writes (rate limits, seen captcha tokens). */
  redisKeyPrefix: string;
  /** Signs what the server hands out and takes back (form stamps); null = server/security/app-secret.ts decides. */
  appSecret: string | null;
  /** Abuse limits of the public forms (contact, newsletter, comments). */
  forms: { rateLimitMax: number; rateLimitWindowMs: number; minFillMs: number };
  /** The spam score's threshold and each signal's weight (SPAM_THRESHOLD, SPAM_WEIGHT_*). */
  spam: SpamSettings;
  /** This process's name in the X-Instance header and the metrics (INSTANCE_NAME). */
  instanceName: string;
  /** Who may read /metrics: client addresses/CIDRs, or a bearer token (server/ops/metrics.ts). */
  metrics: { allow: string[]; token: string | null };
  /**
   * Lead alerts (server/webhooks/): hosts a webhook may target although they are private or
   * loopback, over plain http too (WEBHOOK_ALLOW_HOSTS); every other target must be https
   * and public (docs/integrations.md).
   */
  webhooks: { allowHosts: AllowedWebhookHost[] };
  /** Days each kind of record is kept before the retention job deletes it; 0 = kept until erased. */
  retention: RetentionPeriods;
  /** Whether public page views are counted (ANALYTICS; docs/analytics.md). */
  analytics: boolean;
}

/**
 * The RETENTION_*_DAYS variables: days per kind of record (server/admin/privacy/retention.ts).
 * Spam has its own purge, 30 days after it was filed (server/forms/spam-purge.ts).
 */
export type RetentionPeriods = Record<Exclude<RetentionKind, "spam">, number>;

// A start-up error line must not print a secret into the logs.
function redact(name: string, value: string): string {
  if (/SECRET|TOKEN|PASSPHRASE|PASSWORD/.test(name)) return "***";
  return value.replace(/\/\/([^:/@\s]*):[^@\s]*@/, "//$1:***@");
}

/**
 * The start-up line that says which e-mail is on. The SMTP server is named by
 * scheme, host and port only: a user name or password in SMTP_URL stays out of
 * the logs.
 */
export function mailSummary(mail: Config["mail"]): string {
  if (!mail) return "mail: off (SMTP_URL unset); e-mails wait in the outbox unsent";
  const url = new URL(mail.smtpUrl);
  const hidden = url.username || url.password ? " (credentials hidden)" : "";
  const enquiries = mail.notifyTo
    ? `enquiry notifications to ${mail.notifyTo}`
    : "enquiry notifications off (ENQUIRY_NOTIFY_TO unset)";
  return `mail: relay on via ${url.protocol}//${url.host}${hidden}; ${enquiries}`;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment; throws a ConfigError whose message is one line. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    const raw = source[name];
    const got = raw === undefined ? "" : ` (got ${JSON.stringify(redact(name, raw))})`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${got}`);
  }
  const env = result.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    database: {
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      busyTimeoutMs: env.SQLITE_BUSY_TIMEOUT_MS,
    },
    siteUrl: env.SITE_URL,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    http: {
      headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    public: publicConfigOf(env),
    firstContact: {
      contactEmail: env.CONTACT_EMAIL,
      contactPhone: env.CONTACT_PHONE,
      contactAddress: env.CONTACT_ADDRESS,
    },
    recaptcha:
      env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY
        ? {
            siteKey: env.RECAPTCHA_SITE_KEY,
            secretKey: env.RECAPTCHA_SECRET_KEY,
            verifyUrl: env.RECAPTCHA_VERIFY_URL,
            minScore: env.RECAPTCHA_MIN_SCORE,
          }
        : null,
    mail: env.SMTP_URL
      ? {
          smtpUrl: env.SMTP_URL,
          // Mail servers refuse senders at "localhost"; the site's own domain is a safer default.
          from: env.MAIL_FROM ?? `Genesis website <no-reply@${new URL(env.SITE_URL).hostname}>`,
          notifyTo: env.ENQUIRY_NOTIFY_TO ?? null,
        }
      : null,
    redisUrl: env.REDIS_URL ?? null,
    mediaDir: resolve(env.MEDIA_DIR),
    backupKeep: env.BACKUP_KEEP,
    backupSchedule: env.BACKUP_SCHEDULE,
    backupPassphrase: env.BACKUP_PASSPHRASE ?? null,
    backupS3: env.BACKUP_S3_URL
      ? {
          url: env.BACKUP_S3_URL,
          ...parseS3Url(env.BACKUP_S3_URL)!,
          endpoint: env.BACKUP_S3_ENDPOINT ?? null,
          region: env.BACKUP_S3_REGION,
          credentials:
            env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
              ? {
                  accessKeyId: env.AWS_ACCESS_KEY_ID,
                  secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
                  ...(env.AWS_SESSION_TOKEN && { sessionToken: env.AWS_SESSION_TOKEN }),
                }
              : null,
        }
      : null,
    backupDir: resolve(
      env.BACKUP_DIR ??
        (env.DATABASE_URL.startsWith("file:")
          ? join(dirname(env.DATABASE_URL.slice("file:".length)), "backups")
          : "backups"),
    ),
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    appSecret: env.BETTER_AUTH_SECRET ?? null,
    forms: {
      rateLimitMax: env.FORM_RATE_LIMIT_MAX,
      rateLimitWindowMs: env.FORM_RATE_LIMIT_WINDOW_SECONDS * 1000,
      minFillMs: env.FORM_MIN_FILL_MS,
    },
    spam: {
      threshold: env.SPAM_THRESHOLD,
      weights: {
        "captcha-score": env.SPAM_WEIGHT_CAPTCHA,
        "fast-fill": env.SPAM_WEIGHT_FAST_FILL,
        "sender-rate": env.SPAM_WEIGHT_SENDER_RATE,
        links: env.SPAM_WEIGHT_LINKS,
        "repeated-text": env.SPAM_WEIGHT_REPEATED_TEXT,
        "disposable-domain": env.SPAM_WEIGHT_DISPOSABLE_DOMAIN,
      },
    },
    instanceName: env.INSTANCE_NAME ?? `${hostname()}-${process.pid}`,
    metrics: { allow: env.METRICS_ALLOW, token: env.METRICS_TOKEN ?? null },
    webhooks: { allowHosts: env.WEBHOOK_ALLOW_HOSTS },
    analytics: env.ANALYTICS,
    retention: {
      enquiries: env.RETENTION_ENQUIRIES_DAYS,
      unconfirmedSubscribers: env.RETENTION_UNCONFIRMED_SUBSCRIBERS_DAYS,
      sentEmails: env.RETENTION_SENT_EMAILS_DAYS,
      notFoundLog: env.RETENTION_NOT_FOUND_LOG_DAYS,
      analytics: env.RETENTION_ANALYTICS_DAYS,
    },
  };
}
