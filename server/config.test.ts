import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { ConfigError, configSchema, loadConfig, mailSummary } from "./config.ts";

function errorFor(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected the configuration to be rejected");
}

describe("configuration", () => {
  it("uses the documented defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.databaseUrl).toBe("file:./data/genesis.sqlite");
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.public.apiBaseUrl).toBe("/api");
    expect(config.firstContact.contactAddress).toMatch(/WY/);
    expect(config.recaptcha).toBeNull();
    expect(config.mail).toBeNull();
    expect(config.redisUrl).toBeNull();
    expect(config.logLevel).toBe("info");
    expect(config.trustProxy).toBe(false);
    expect(config.redisKeyPrefix).toBe("genesis:");
    expect(config.forms).toEqual({ rateLimitMax: 10, rateLimitWindowMs: 600_000, minFillMs: 2000 });
    expect(config.database).toEqual({
      statementTimeoutMs: 5000,
      connectTimeoutMs: 5000,
      busyTimeoutMs: 1000,
    });
  });

  it("keeps each kind of record for its documented number of days; 0 keeps it until erased", () => {
    expect(loadConfig({}).retention).toEqual({
      enquiries: 730,
      unconfirmedSubscribers: 30,
      sentEmails: 90,
      notFoundLog: 90,
      analytics: 730,
    });
    expect(loadConfig({ RETENTION_ENQUIRIES_DAYS: "0" }).retention.enquiries).toBe(0);
    expect(errorFor({ RETENTION_NOT_FOUND_LOG_DAYS: "-1" })).toContain(
      "RETENTION_NOT_FOUND_LOG_DAYS",
    );
    expect(errorFor({ RETENTION_SENT_EMAILS_DAYS: "ten" })).toContain("whole number");
  });

  it("takes a backup at 03:17 UTC, keeping 14, beside the SQLite file, unless told otherwise", () => {
    const config = loadConfig({});
    expect(config.backupSchedule).toBe("17 3 * * *");
    expect(config.backupKeep).toBe(14);
    expect(config.backupDir).toMatch(/\/data\/backups$/);
    expect(loadConfig({ BACKUP_SCHEDULE: "off" }).backupSchedule).toBeNull();
    expect(loadConfig({ BACKUP_SCHEDULE: "0 */6 * * *" }).backupSchedule).toBe("0 */6 * * *");
    expect(
      loadConfig({ DATABASE_URL: "postgres://db/genesis", BACKUP_DIR: "/srv/b" }).backupDir,
    ).toBe("/srv/b");
    expect(errorFor({ BACKUP_SCHEDULE: "17 3 * *" })).toMatch(
      /BACKUP_SCHEDULE must be a cron expression of five fields \(minute hour day month weekday, UTC\) or off: /,
    );
    expect(errorFor({ BACKUP_SCHEDULE: "0 0 31 2 *" })).toContain("whose time never comes");
    expect(errorFor({ BACKUP_KEEP: "0" })).toContain("BACKUP_KEEP");
  });

  it("counts page views unless ANALYTICS=off", () => {
    expect(loadConfig({}).analytics).toBe(true);
    expect(loadConfig({ ANALYTICS: "off" }).analytics).toBe(false);
    expect(errorFor({ ANALYTICS: "no" })).toContain("ANALYTICS must be on or off");
  });

  it("copies backups off the machine only when BACKUP_S3_URL names a bucket", () => {
    expect(loadConfig({}).backupS3).toBeNull();
    expect(loadConfig({ BACKUP_S3_URL: "s3://agency-backups" }).backupS3).toEqual({
      url: "s3://agency-backups",
      bucket: "agency-backups",
      prefix: "",
      endpoint: null,
      region: "us-east-1",
      credentials: null,
    });
    expect(
      loadConfig({
        BACKUP_S3_URL: "s3://agency-backups/genesis/site/",
        BACKUP_S3_ENDPOINT: "https://s3.eu-central-003.backblazeb2.com",
        BACKUP_S3_REGION: "eu-central-003",
        AWS_ACCESS_KEY_ID: "key",
        AWS_SECRET_ACCESS_KEY: "secret",
      }).backupS3,
    ).toMatchObject({
      bucket: "agency-backups",
      prefix: "genesis/site/",
      endpoint: "https://s3.eu-central-003.backblazeb2.com",
      region: "eu-central-003",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
    });
    for (const url of [
      "agency-backups",
      "s3://",
      "s3://A_Bucket/x",
      "https://bucket.s3.amazonaws.com",
    ]) {
      expect(errorFor({ BACKUP_S3_URL: url })).toMatch(
        /^Invalid configuration: BACKUP_S3_URL must be s3:\/\/bucket or s3:\/\/bucket\/prefix/,
      );
    }
    expect(errorFor({ BACKUP_S3_ENDPOINT: "s3.example" })).toContain("BACKUP_S3_ENDPOINT");
  });

  it("limits how long a client may take, with defaults", () => {
    expect(loadConfig({}).http).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 72_000,
    });
    expect(
      loadConfig({
        HTTP_HEADERS_TIMEOUT_MS: "2000",
        HTTP_REQUEST_TIMEOUT_MS: "5000",
        HTTP_KEEP_ALIVE_TIMEOUT_MS: "4000",
      }).http,
    ).toEqual({ headersTimeoutMs: 2000, requestTimeoutMs: 5000, keepAliveTimeoutMs: 4000 });
  });

  it("refuses a headers limit longer than the request limit", () => {
    expect(
      errorFor({ HTTP_HEADERS_TIMEOUT_MS: "20000", HTTP_REQUEST_TIMEOUT_MS: "10000" }),
    ).toMatch(
      /^Invalid configuration: HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS/,
    );
  });

  it("reads how long the database may keep a request waiting", () => {
    const config = loadConfig({
      DATABASE_STATEMENT_TIMEOUT_MS: "2500",
      DATABASE_CONNECT_TIMEOUT_MS: "800",
      SQLITE_BUSY_TIMEOUT_MS: "0",
    });
    expect(config.database).toEqual({
      statementTimeoutMs: 2500,
      connectTimeoutMs: 800,
      busyTimeoutMs: 0,
    });
  });

  it("sends e-mail from no-reply at the site's domain unless MAIL_FROM says otherwise", () => {
    const config = loadConfig({
      SITE_URL: "https://genesis.example",
      SMTP_URL: "smtp://mail.internal:25",
      ENQUIRY_NOTIFY_TO: "sales@genesis.example",
    });
    expect(config.mail?.from).toBe("Genesis website <no-reply@genesis.example>");
  });

  it("turns e-mail on with SMTP_URL alone; ENQUIRY_NOTIFY_TO only adds the enquiries", () => {
    // Password resets, invitations and newsletter confirmations need the relay, not a notify address.
    expect(
      loadConfig({ SITE_URL: "https://genesis.example", SMTP_URL: "smtp://mail:25" }).mail,
    ).toEqual({
      smtpUrl: "smtp://mail:25",
      from: "Genesis website <no-reply@genesis.example>",
      notifyTo: null,
    });
    expect(
      loadConfig({ SMTP_URL: "smtp://mail:25", ENQUIRY_NOTIFY_TO: "sales@genesis.example" }).mail
        ?.notifyTo,
    ).toBe("sales@genesis.example");
    // A notify address without a server sends nothing: there is no relay.
    expect(loadConfig({ ENQUIRY_NOTIFY_TO: "sales@genesis.example" }).mail).toBeNull();
  });

  it("says at start-up which e-mail is on, never with the SMTP credentials", () => {
    const summary = (env: Record<string, string>) => mailSummary(loadConfig(env).mail);
    expect(summary({})).toBe("mail: off (SMTP_URL unset); e-mails wait in the outbox unsent");
    expect(summary({ SMTP_URL: "smtps://site:hunter2@mail.example:465" })).toBe(
      "mail: relay on via smtps://mail.example:465 (credentials hidden); enquiry notifications off (ENQUIRY_NOTIFY_TO unset)",
    );
    expect(
      summary({ SMTP_URL: "smtp://mail.internal:25", ENQUIRY_NOTIFY_TO: "sales@genesis.example" }),
    ).toBe(
      "mail: relay on via smtp://mail.internal:25; enquiry notifications to sales@genesis.example",
    );
  });

  it("reads the form limits and the Redis key prefix", () => {
    const config = loadConfig({
      FORM_RATE_LIMIT_MAX: "3",
      FORM_RATE_LIMIT_WINDOW_SECONDS: "60",
      FORM_MIN_FILL_MS: "0",
      REDIS_KEY_PREFIX: "site-a:",
    });
    expect(config.forms).toEqual({ rateLimitMax: 3, rateLimitWindowMs: 60_000, minFillMs: 0 });
    expect(config.redisKeyPrefix).toBe("site-a:");
  });

  it.each([
    ["", false],
    ["false", false],
    ["0", false],
    ["1", 1],
    ["2", 2],
    ["10.0.0.1", ["10.0.0.1"]],
    ["10.0.0.0/8, 172.16.0.0/12,::1", ["10.0.0.0/8", "172.16.0.0/12", "::1"]],
    ["loopback,fd00::/8", ["loopback", "fd00::/8"]],
  ])("reads TRUST_PROXY=%j as %j", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it("refuses TRUST_PROXY=true, which would believe any X-Forwarded-For, and says what to give", () => {
    expect(errorFor({ TRUST_PROXY: "true" })).toMatch(
      /^Invalid configuration: TRUST_PROXY no longer accepts true .*hop count|number of proxies/,
    );
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "", RECAPTCHA_SITE_KEY: "" }).port).toBe(3000);
  });

  it("reads every variable of the architecture table", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATABASE_URL: "postgres://app@db.internal:5432/genesis",
      SITE_URL: "https://genesis.example/",
      API_BASE_URL: "https://api.genesis.example/v1/",
      CONTACT_EMAIL: "studio@genesis.example",
      CONTACT_PHONE: "+1 307 555 0100",
      CONTACT_ADDRESS: "30 N Gould St, Sheridan, WY 82801",
      RECAPTCHA_SITE_KEY: "site",
      RECAPTCHA_SECRET_KEY: "secret",
      RECAPTCHA_VERIFY_URL: "http://127.0.0.1:9999/verify",
      RECAPTCHA_MIN_SCORE: "0.7",
      SMTP_URL: "smtp://mail.internal:25",
      MAIL_FROM: "site@genesis.example",
      ENQUIRY_NOTIFY_TO: "sales@genesis.example",
      REDIS_URL: "redis://127.0.0.1:6379",
      LOG_LEVEL: "warn",
    });
    expect(config.port).toBe(8080);
    expect(config.siteUrl).toBe("https://genesis.example");
    expect(config.public.apiBaseUrl).toBe("https://api.genesis.example/v1");
    expect(config.firstContact).toEqual({
      contactEmail: "studio@genesis.example",
      contactPhone: "+1 307 555 0100",
      contactAddress: "30 N Gould St, Sheridan, WY 82801",
    });
    expect(config.recaptcha).toEqual({
      siteKey: "site",
      secretKey: "secret",
      verifyUrl: "http://127.0.0.1:9999/verify",
      minScore: 0.7,
    });
    expect(config.mail?.notifyTo).toBe("sales@genesis.example");
    expect(config.redisUrl).toBe("redis://127.0.0.1:6379");
    expect(config.logLevel).toBe("warn");
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ PORT: "80.5" }, "PORT"],
    [{ DATABASE_URL: "mysql://root@localhost/db" }, "DATABASE_URL"],
    [{ DATABASE_URL: "file:" }, "DATABASE_URL"],
    [{ SITE_URL: "genesis.example" }, "SITE_URL"],
    [{ API_BASE_URL: "//evil.example" }, "API_BASE_URL"],
    [{ CONTACT_EMAIL: "not-an-email" }, "CONTACT_EMAIL"],
    [{ RECAPTCHA_MIN_SCORE: "2" }, "RECAPTCHA_MIN_SCORE"],
    [{ RECAPTCHA_SITE_KEY: "only-one" }, "RECAPTCHA_SECRET_KEY"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ REDIS_URL: "localhost:6379" }, "REDIS_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ TRUST_PROXY: "maybe" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.0/33" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.1,,10.0.0.2" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "11" }, "TRUST_PROXY"],
    [{ FORM_RATE_LIMIT_MAX: "0" }, "FORM_RATE_LIMIT_MAX"],
    [{ FORM_RATE_LIMIT_WINDOW_SECONDS: "1.5" }, "FORM_RATE_LIMIT_WINDOW_SECONDS"],
    [{ FORM_MIN_FILL_MS: "-1" }, "FORM_MIN_FILL_MS"],
    [{ REDIS_KEY_PREFIX: "has space" }, "REDIS_KEY_PREFIX"],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: "0" }, "DATABASE_STATEMENT_TIMEOUT_MS"],
    [{ DATABASE_CONNECT_TIMEOUT_MS: "5s" }, "DATABASE_CONNECT_TIMEOUT_MS"],
    [{ SQLITE_BUSY_TIMEOUT_MS: "60000" }, "SQLITE_BUSY_TIMEOUT_MS"],
    [{ HTTP_HEADERS_TIMEOUT_MS: "0" }, "HTTP_HEADERS_TIMEOUT_MS"],
    [{ HTTP_REQUEST_TIMEOUT_MS: "ten" }, "HTTP_REQUEST_TIMEOUT_MS"],
    [{ HTTP_KEEP_ALIVE_TIMEOUT_MS: "-5" }, "HTTP_KEEP_ALIVE_TIMEOUT_MS"],
    [{ INSTANCE_NAME: "web 1" }, "INSTANCE_NAME"],
    [{ METRICS_ALLOW: "10.0.0.0/33" }, "METRICS_ALLOW"],
    [{ METRICS_ALLOW: "anywhere" }, "METRICS_ALLOW"],
    [{ METRICS_TOKEN: "short" }, "METRICS_TOKEN"],
    [{ WEBHOOK_ALLOW_HOSTS: "http://hooks.internal" }, "WEBHOOK_ALLOW_HOSTS"],
    [{ WEBHOOK_ALLOW_HOSTS: "127.0.0.1:0" }, "WEBHOOK_ALLOW_HOSTS"],
    [{ WEBHOOK_ALLOW_HOSTS: "::1" }, "WEBHOOK_ALLOW_HOSTS"],
  ])("rejects %o with one line naming %s", (env, name) => {
    const message = errorFor(env);
    expect(message).toContain(name);
    expect(message.startsWith("Invalid configuration:")).toBe(true);
    expect(message).not.toContain("\n");
  });

  it("names the instance and who may read /metrics", () => {
    const defaults = loadConfig({});
    expect(defaults.instanceName).toMatch(new RegExp(`-${process.pid}$`));
    expect(defaults.metrics).toEqual({ allow: ["127.0.0.1", "::1"], token: null });
    const set = loadConfig({
      INSTANCE_NAME: "web-2",
      METRICS_ALLOW: "10.0.0.0/8, 192.0.2.7",
      METRICS_TOKEN: "0123456789abcdef",
    });
    expect(set.instanceName).toBe("web-2");
    expect(set.metrics).toEqual({ allow: ["10.0.0.0/8", "192.0.2.7"], token: "0123456789abcdef" });
    expect(loadConfig({ METRICS_ALLOW: "none" }).metrics.allow).toEqual([]);
  });

  it("reads the hosts lead alerts may reach although private", () => {
    expect(loadConfig({}).webhooks).toEqual({ allowHosts: [] });
    expect(
      loadConfig({ WEBHOOK_ALLOW_HOSTS: "127.0.0.1:4000, Hooks.Internal,[::1]:8080,[::1]" })
        .webhooks.allowHosts,
    ).toEqual([
      { host: "127.0.0.1", port: 4000 },
      { host: "hooks.internal", port: null },
      { host: "[::1]", port: 8080 },
      { host: "[::1]", port: null },
    ]);
  });

  it("never prints a secret or a password in the error line", () => {
    expect(errorFor({ RECAPTCHA_SECRET_KEY: "s3cr3t" })).not.toContain("s3cr3t");
    expect(errorFor({ METRICS_TOKEN: "tok3n" })).not.toContain("tok3n");
    expect(errorFor({ BACKUP_PASSPHRASE: "pa55" })).not.toContain("pa55");
    expect(errorFor({ DATABASE_URL: "mysql://root:hunter2@db/x" })).not.toContain("hunter2");
  });

  it("lists every variable in .env.example, commented out, with its default", () => {
    const lines = readFileSync(".env.example", "utf8").match(/^# [A-Z][A-Z0-9_]*=.*$/gm) ?? [];
    const example = parseEnv(lines.map((line) => line.slice(2)).join("\n"));
    // NODE_ENV is the npm script's (npm start: production); CLUSTER_PORT is npm run cluster's.
    const read = Object.keys(configSchema.shape).filter((name) => name !== "NODE_ENV");
    expect(Object.keys(example).sort()).toEqual([...read, "CLUSTER_PORT"].sort());
    // Uncommented, the file changes nothing, but for the two addresses shown as examples.
    const defaults = { ...example, SMTP_URL: "", REDIS_URL: "" };
    expect(loadConfig(defaults)).toEqual(loadConfig({}));
  });
});
