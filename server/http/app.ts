import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import compress from "@fastify/compress";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { HttpError } from "./errors.ts";
import { consoleHttp, isConsolePath } from "../admin/admin-http.ts";
import { approvedComments } from "../db/comments.ts";
import { createConsoleServices } from "../admin/console-services.ts";
import { apiPlugin } from "../api/index.ts";
import { formRateLimit, registerFormRateLimit } from "../security/rate-limit.ts";
import { SEEN_TOKEN_TTL_MS, createCaptchaVerifier } from "../security/captcha.ts";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { listPublishedPortfolio } from "../publishing/published-portfolio.ts";
import { newsletterContext } from "../db/newsletter.ts";
import type { FormKind } from "../../app/forms/form-protocol.ts";
import { findIdempotencyKey } from "../db/idempotency.ts";
import { formDefinitions } from "../forms/form-definitions.ts";
import { createFormService } from "../forms/form-service.ts";
import { createFormStamps } from "../forms/form-stamp.ts";
import { pageFormKey } from "../forms/page-form-key.ts";
import { createSpamCheck } from "../forms/spam-check.ts";
import { createSpamPurge, SPAM_RETENTION_DAYS } from "../forms/spam-purge.ts";
import { createDocumentVersions, personalise } from "./document-versions.ts";
import { requestVisitSource } from "./visit-source.ts";
import { requestTheme, themeRoutes } from "./theme.ts";
import { healthRoutes } from "./health.ts";
import { instanceHeaders } from "../ops/instance.ts";
import { dependencyChecks } from "../ops/dependencies.ts";
import { createMetrics, metricsRoute } from "../ops/metrics.ts";
import { httpServerOptions } from "./http-options.ts";
import { pageData } from "./page-data.ts";
import { seoRoutes } from "./seo.ts";
import { mediaRoutes } from "../media/media-routes.ts";
import { createSiteContent } from "../content/site-content.ts";
import { siteContentSeed } from "../content/site-content-seed.ts";
import { peopleSeed } from "../db/seed-people.ts";
import { pricingSeed } from "../db/seed-pricing.ts";
import { serviceRecordsSeed } from "../db/seed-services.ts";
import { createPublishingContext } from "../publishing/publishing-context.ts";
import { portfolioIn, translatedPublishing } from "../publishing/translated-publishing.ts";
import { nextScheduledAt } from "../publishing/public-content.ts";
import { resolveAppSecret } from "../security/app-secret.ts";
import { API_CSP, contentSecurityPolicy } from "../security/csp.ts";
import { securityHeaders, setSecurityHeaders } from "../security/headers.ts";
import { createOutboxRelay, type RelayTimings } from "../mail/outbox-relay.ts";
import { createPublishingJobs } from "../admin/publishing/publishing-jobs.ts";
import { enquiryNotification } from "../mail/enquiry-email.ts";
import { WEBHOOK_DELIVERY_KIND } from "../db/webhooks.ts";
import { enquiryAlerts } from "../webhooks/lead-alerts.ts";
import { webhookDeliveries } from "../webhooks/webhook-delivery.ts";
import { createRetentionJob } from "../admin/privacy/retention-job.ts";
import { createBackupJob } from "../backup/backup-job.ts";
import { backupCommandEnv } from "../backup/backup-runner.ts";
import { retentionPeriods } from "../admin/privacy/retention.ts";
import { reactRouterPlugin } from "./react-router.ts";
import { createRenderCache } from "./render-cache.ts";
import { createRedirectTable } from "./redirect-table.ts";
import { createLanguageTable, ENGLISH, type SiteLanguage } from "./language-table.ts";
import { countNotFound, createNotFoundLog } from "./not-found-log.ts";
import { countPageViews, createPageViewLog } from "../analytics/page-view-log.ts";
import { enquiryViewOf } from "../analytics/page-view.ts";
import { openRedis } from "../db/redis.ts";
import { memorySeenTokens, redisSeenTokens } from "../security/seen-tokens.ts";
import { loadBuiltClient, publicFilesPlugin } from "./static-files.ts";

export type WebOptions =
  { kind: "build"; buildDir: string } | { kind: "vite"; vite: ViteDevServer } | { kind: "none" };

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** How pages are served: the production build, Vite (dev), or not at all (API tests). */
  web: WebOptions;
  logger?: FastifyServerOptions["logger"];
  /** Shorter waits for tests; production uses the defaults. */
  timings?: { captchaTimeoutMs?: number; relay?: Partial<RelayTimings> };
  /**
   * Keep pages of projects and posts until the app changes them (default on).
   * Off for tests that change those tables behind the app's back.
   */
  renderCache?: boolean;
}

export function loggerOptions(config: Config): FastifyServerOptions["logger"] {
  return {
    level: config.logLevel,
    redact: ["req.headers.authorization", "req.headers.cookie"],
  };
}

/** Builds the one Fastify instance: health, API, then pages. Tests call it with a test database. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    ...httpServerOptions(config),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // A target the router cannot even read (bad percent-encoding) is refused
    // before any route runs: a plain 400 with the site's headers, not the
    // framework's error object.
    frameworkErrors: (_error, request, reply) => {
      setSecurityHeaders(request as FastifyRequest, reply as FastifyReply);
      return (reply as FastifyReply)
        .code(400)
        .type("text/plain; charset=utf-8")
        .header("Content-Security-Policy", API_CSP)
        .send("Bad Request");
    },
  });

  // Which instance answered, and what each one counts (docs/reliability.md, "Several instances").
  instanceHeaders(app, config.instanceName);
  const redis = config.redisUrl ? openRedis(config.redisUrl, app.log) : null;
  const checkDependencies = dependencyChecks({ database, redis });
  const metrics = createMetrics(app, { database, checkDependencies });

  // The redirects made in the console, answered before any page renders; and
  // the 404 log, counted once each answer is sent.
  const redirects = createRedirectTable({ database, log: app.log });
  // The published languages, read by every page request (./language-table.ts).
  const languageTable = createLanguageTable({ database, log: app.log });
  const dropKept = (tags: readonly string[] | "all") => {
    redirects.onDrop(tags);
    languageTable.onDrop(tags);
  };
  const notFoundLog = createNotFoundLog({ database, log: app.log });
  countNotFound(app, notFoundLog);
  // First-party analytics: each answered view counted, written in batches (ANALYTICS=off: none).
  const siteHost = new URL(config.siteUrl).hostname;
  const pageViews = config.analytics
    ? createPageViewLog({ database, log: app.log, site: siteHost })
    : null;
  if (pageViews) countPageViews(app, pageViews, siteHost);

  // Pages of projects and posts are rendered once and kept until what they
  // show changes (./render-cache.ts); the console's saves say what changed.
  const renderCache =
    options.web.kind === "build" && options.renderCache !== false
      ? createRenderCache({
          redis,
          channel: `${config.redisKeyPrefix}render-cache`,
          log: app.log,
          instance: `${config.instanceName}:${randomUUID()}`,
          // A change of the redirects or the languages reaches every instance's table the same way.
          onDrop: dropKept,
        })
      : null;
  app.addHook("onClose", async () => renderCache?.close());
  const contentChanged = (tags: string[]) =>
    renderCache ? renderCache.invalidate(tags) : dropKept(tags);
  // The built files' paths, once loaded: a redirect may not start at one.
  let builtFiles: ReadonlyMap<string, unknown> = new Map();
  const siteContent = createSiteContent({
    database,
    seed: siteContentSeed(config.firstContact),
    people: peopleSeed,
    pricing: pricingSeed,
    services: serviceRecordsSeed,
  });
  const captcha = config.recaptcha
    ? createCaptchaVerifier({
        ...config.recaptcha,
        expectedHostname: new URL(config.siteUrl).hostname,
        timeoutMs: options.timings?.captchaTimeoutMs,
        seenTokens: redis
          ? redisSeenTokens(redis, `${config.redisKeyPrefix}captcha:`, SEEN_TOKEN_TTL_MS, (err) =>
              app.log.warn(
                { err },
                "Redis is unreachable; a captcha token was not checked for reuse",
              ),
            )
          : memorySeenTokens(SEEN_TOKEN_TTL_MS),
      })
    : null;
  // Every process relays the outbox; the claim in the database keeps e-mails single.
  // Lead alerts (webhooks) go through it too, with or without SMTP (decision 042).
  const webhookPolicy = { allowHosts: config.webhooks.allowHosts };
  const relay = createOutboxRelay({
    database,
    mail: config.mail,
    log: app.log,
    messageIdDomain: new URL(config.siteUrl).hostname,
    timings: options.timings?.relay,
    handlers: {
      [WEBHOOK_DELIVERY_KIND]: webhookDeliveries({ database, policy: webhookPolicy, log: app.log }),
    },
  });

  const appSecret = resolveAppSecret(
    { secret: config.appSecret, databaseUrl: config.databaseUrl },
    app.log,
  );
  const stamps = createFormStamps(appSecret);
  // The compiled `npm run backup`, which the schedule and 'Back up now' start (docs/backups.md):
  // absent under `npm run dev`.
  const builtBackup =
    options.web.kind === "build" ? join(options.web.buildDir, "node", "backup.js") : null;
  const backupScript = builtBackup && existsSync(builtBackup) ? builtBackup : null;
  const backupEnv = backupCommandEnv(config, process.env);
  // The operator console (/admin): accounts, sessions and its data.
  const consoleServices = createConsoleServices({
    database,
    secret: appSecret,
    siteUrl: config.siteUrl,
    redis,
    redisKeyPrefix: config.redisKeyPrefix,
    mediaDir: config.mediaDir,
    onMailQueued: () => relay.wake(),
    enquiryNotification: config.mail?.notifyTo ? enquiryNotification : null,
    enquiryAlerts: enquiryAlerts(config.siteUrl),
    onContentChange: contentChanged,
    siteContentSeed: siteContent.seed,
    retention: retentionPeriods(config.retention, SPAM_RETENTION_DAYS),
    notFoundLog,
    isBuiltFile: (path) => builtFiles.has(path),
    webhookPolicy,
    backups: {
      dir: config.backupDir,
      keep: config.backupKeep,
      offsite: config.backupS3?.url ?? null,
      schedule: config.backupSchedule,
      script: backupScript,
      env: backupEnv,
      log: app.log,
    },
    flushPageViews: pageViews ? () => pageViews.flush() : undefined,
  });
  const forms = createFormService({
    config,
    captcha,
    stamps,
    forms: metrics.countStored(
      formDefinitions({
        // The language of the page a form was sent from: its prefix's, else the default's.
        languageOf: async (path) =>
          ((await languageTable.at(path)) ?? (await languageTable.published())[0] ?? ENGLISH).code,
        database,
        config,
        onEnquiryStored: (enquiry, who) => {
          relay.wake();
          pageViews?.record(enquiryViewOf(enquiry, who));
        },
        onMailQueued: () => relay.wake(),
        enquiryAlerts: enquiryAlerts(config.siteUrl),
        settings: (log) => siteContent.settings(log),
        async newsletterMail(code, log) {
          const language = (await languageTable.published()).find(
            (published) => published.code === code && !published.isDefault,
          );
          const content = siteContent.forRequest({ log, language: language?.code ?? null });
          return { words: await content.pageCopy("newsletter"), prefix: language?.prefix ?? "" };
        },
      }),
    ),
    spamCheck: createSpamCheck(database, config.spam),
    findIdempotencyKey: (scope, key) => findIdempotencyKey(database, scope, key),
  });
  // Periodic work in every process, one instance at a time (server/ops/leased-job.ts):
  // the schedule and the trash's purge, spam deleted 30 days after it was filed,
  // and retention (docs/privacy.md).
  const jobs = [
    createPublishingJobs({ database, log: app.log, onChange: contentChanged }),
    createSpamPurge({ database, log: app.log }),
    createRetentionJob({ database, log: app.log, periods: config.retention }),
    // The scheduled backup, where the compiled command is there to run (docs/backups.md).
    ...(config.backupSchedule && backupScript
      ? [
          createBackupJob({
            database,
            log: app.log,
            schedule: config.backupSchedule,
            script: backupScript,
            env: backupEnv,
          }),
        ]
      : []),
  ];

  app.addHook("onReady", async () => {
    relay.start();
    for (const job of jobs) job.start();
  });
  app.addHook("onClose", async () => {
    await Promise.all(jobs.map((job) => job.stop()));
    await relay.stop();
    await notFoundLog.flush();
    await pageViews?.flush();
    redis?.disconnect();
    await database.close();
  });

  // Dynamic responses (API JSON, live-rendered HTML) are compressed here;
  // built files carry their own pre-compressed variants and are left alone.
  // Added to the root context (not registered), so the hook covers every route.
  await securityHeaders(app);
  await consoleHttp(app, { config });
  await app.register(compress, { global: true, encodings: ["br", "gzip"], threshold: 1024 });
  await app.register(healthRoutes, { checkDependencies });
  await app.register(metricsRoute, { metrics, config });
  await app.register(seoRoutes, { config, database, languages: languageTable });
  await app.register(mediaRoutes, { config });
  await app.register(themeRoutes);
  await app.register(apiPlugin, {
    prefix: "/api",
    database,
    config,
    forms,
    redis,
    languages: languageTable,
  });

  const web = options.web;
  if (web.kind === "none") return app;

  // The built client's files, read once: served below, and its images' versions
  // named in the pages rendered per request.
  const client = web.kind === "build" ? loadBuiltClient(join(web.buildDir, "client")) : null;
  if (client) builtFiles = client.files;
  const loadContext = (
    request: FastifyRequest,
    render: { cspNonce: string; personalise(html: string): string; onRead?(tag: string): void },
    language: SiteLanguage | null,
  ) => {
    const admin = consoleServices.forRequest(request);
    return {
      // Outside any other language's prefix: the default's (decision 049).
      language: language ?? ENGLISH,
      languages: async () => {
        render.onRead?.("languages");
        return languageTable.published();
      },
      listPortfolio: () => {
        render.onRead?.("projects");
        return pageData(request.log, "Loading the portfolio", () =>
          // Another language has the projects translated into it.
          language ? portfolioIn(database, language.code) : listPublishedPortfolio(database),
        );
      },
      log: request.log,
      cspNonce: render.cspNonce,
      submitForm: (kind: FormKind, fields: Record<string, string>) =>
        forms.submit(kind, fields, {
          ip: request.ip,
          userAgent: request.headers["user-agent"] ?? "",
          log: request.log,
          channel: "page",
          idempotencyKey: pageFormKey(kind, fields),
        }),
      personalise: render.personalise,
      approvedComments: (postSlug: string) => {
        render.onRead?.("posts");
        return pageData(request.log, "Loading the comments", () =>
          approvedComments(database, postSlug),
        );
      },
      admin,
      publishing: language
        ? translatedPublishing({
            database,
            admin,
            log: request.log,
            code: language.code,
            onRead: render.onRead,
          })
        : createPublishingContext({
            database,
            admin,
            log: request.log,
            onRead: render.onRead,
          }),
      newsletter: newsletterContext(database),
      content: siteContent.forRequest({
        log: request.log,
        onRead: render.onRead,
        language: language?.code ?? null,
      }),
    };
  };
  const getLoadContext = (
    request: FastifyRequest,
    cspNonce: string,
    language: SiteLanguage | null = null,
  ) =>
    loadContext(
      request,
      {
        cspNonce,
        personalise: (html) =>
          personalise(html, {
            stamp: stamps.issue(),
            visit: requestVisitSource(request),
            theme: requestTheme(request.headers.cookie),
            versions: client?.versions,
          }),
      },
      language,
    );
  // A page to keep: the same for everyone until served (no nonce, stamp or theme yet).
  const keptPageContext = (
    request: FastifyRequest,
    tags: Set<string>,
    language: SiteLanguage | null = null,
  ) =>
    loadContext(
      request,
      {
        cspNonce: "",
        personalise: (html) =>
          personalise(html, { stamp: null, theme: null, versions: client?.versions }),
        onRead: (tag) => tags.add(tag),
      },
      language,
    );
  const csp = (path: string, scripts: { nonce: string } | { hashes: string[] }) =>
    contentSecurityPolicy(config, path, scripts);
  // The console's POSTs come from signed-in people at work, not visitors'
  // forms; its sign-in has limits of its own (server/admin/accounts/sign-in-limits.ts).
  const pagePostRateLimit = {
    rateLimit: {
      ...formRateLimit.rateLimit,
      allowList: (request: FastifyRequest) => isConsolePath(request.url),
    },
  };
  // Page POSTs are forms sent without script: the API's rate limit, and its
  // refusal as a plain sentence rather than JSON.
  const pagePostLimits = async (pages: FastifyInstance) => {
    await registerFormRateLimit(pages, { config, redis });
    pages.setErrorHandler((error, _request, reply) => {
      if (!(error instanceof HttpError)) throw error;
      return reply.code(error.statusCode).type("text/plain; charset=utf-8").send(error.message);
    });
  };

  if (web.kind === "build") {
    const build = (await import(
      pathToFileURL(join(web.buildDir, "server", "index.js")).href
    )) as ServerBuild;
    metrics.usePageRoutes(build.routes);
    const versions = createDocumentVersions(stamps);
    await app.register(publicFilesPlugin, client!);
    await app.register(async (pages) => {
      await pagePostLimits(pages);
      await pages.register(reactRouterPlugin, {
        build,
        mode: "production",
        documents: client!.documents,
        getLoadContext,
        csp,
        serveDocument: (document, request) =>
          versions.serve(
            document,
            requestTheme(request.headers.cookie),
            requestVisitSource(request),
          ),
        postRouteConfig: pagePostRateLimit,
        redirects,
        languages: languageTable,
        renderCache: renderCache
          ? {
              cache: renderCache,
              getLoadContext: keptPageContext,
              // Unknown (the database is away): the page is not kept at all.
              nextScheduled: () => nextScheduledAt(database).catch(() => 0),
              onLookup: metrics.countRenderCache,
            }
          : undefined,
      });
    });
  } else {
    const { default: middie } = await import("@fastify/middie");
    await app.register(middie);
    app.use(web.vite.middlewares);
    await app.register(async (pages) => {
      await pagePostLimits(pages);
      await pages.register(reactRouterPlugin, {
        build: () =>
          web.vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
        mode: "development",
        documents: new Map(),
        getLoadContext,
        // Vite's dev preamble is an inline script without a nonce: no CSP in development.
        csp: () => "",
        postRouteConfig: pagePostRateLimit,
        redirects,
        languages: languageTable,
      });
    });
  }
  return app;
}
