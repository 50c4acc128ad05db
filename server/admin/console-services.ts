import type { FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import type { AdminContext } from "../../app/lib/admin/admin-context.ts";
import type { RetentionPeriod } from "../../app/lib/admin/privacy.ts";
import type { SiteDocuments } from "../content/site-content-seed.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import type { EnquiryAlerts, StoredEnquiry } from "../db/enquiries.ts";
import type { OutboxMessage } from "../db/outbox.ts";
import { accessConsole } from "./accounts/account-flows.ts";
import { createAccountLinks, type AccountLinks } from "./accounts/account-links.ts";
import { accountConsole } from "./accounts/own-account.ts";
import { createSignInLimits } from "./accounts/sign-in-limits.ts";
import { createUserAccounts } from "./accounts/user-accounts.ts";
import { usersConsole } from "./accounts/users-console.ts";
import { auditConsole } from "./audit/audit-console.ts";
import { backupsConsole, type BackupsOptions } from "./backups/backups-console.ts";
import { analyticsConsole } from "./analytics/analytics-console.ts";
import { createAuth, type Auth } from "./auth.ts";
import { collectionsConsole } from "./collections/collection-console.ts";
import { singlesConsole } from "./collections/single-console.ts";
import { commentsConsole } from "./comments/comments-console.ts";
import { consoleSession } from "./console-session.ts";
import { enquiriesConsole } from "./enquiries/enquiries-console.ts";
import { integrationsConsole } from "./integrations/integrations-console.ts";
import type { TargetPolicy } from "../webhooks/target-policy.ts";
import { languagesConsole } from "./languages/languages-console.ts";
import { mediaConsole } from "./media/media-console.ts";
import { pagesConsole } from "./pages/pages-console.ts";
import { previewLinksConsole } from "./preview-links/preview-links-console.ts";
import { erasureLogIn } from "./privacy/erasure-log.ts";
import { privacyConsole } from "./privacy/privacy-console.ts";
import { redirectsConsole } from "./redirects/redirects-console.ts";
import { publishingConsole } from "./publishing/publishing-console.ts";
import { revisionsConsole } from "./revisions/revisions-console.ts";
import { subscribersConsole } from "./subscribers/subscribers-console.ts";

export interface ConsoleServices {
  auth: Auth;
  /** The AdminContext of one request (app/lib/admin/admin-context.ts). */
  forRequest(request: FastifyRequest): AdminContext;
}

// Reset links asked for per typed address and per client address, in an hour.
const RESET_REQUEST_LIMITS = { perAccount: 3, perAddress: 10, windowMs: 60 * 60 * 1000 };

/**
 * The console's composition: what lives as long as the process (better-auth,
 * the sign-in and reset limits, the account links) is made once, and each
 * request gets its session and every console area built on it. The areas
 * themselves, their role and their audit entries are in their feature
 * folders (server/admin/<feature>/).
 */
export function createConsoleServices(options: {
  database: DatabaseHandle;
  secret: string;
  siteUrl: string;
  redis: Redis | null;
  redisKeyPrefix: string;
  /** Where uploaded images are kept (MEDIA_DIR). */
  mediaDir: string;
  /** Called after an e-mail was queued (invitation, reset link), to wake the outbox relay. */
  onMailQueued?: () => void;
  /** Composes an enquiry's notification ('Not spam' queues it); null when ENQUIRY_NOTIFY_TO is unset. */
  enquiryNotification?: ((enquiry: StoredEnquiry) => OutboxMessage) | null;
  /** Queues an enquiry's lead alerts (server/webhooks/lead-alerts.ts): 'Not spam' sends them. */
  enquiryAlerts?: EnquiryAlerts | null;
  /** Called after a change the public pages show, with its tags (server/http/render-cache.ts). */
  onContentChange?: (tags: string[]) => void;
  /** The site's documents before the agency first saves them (server/content/site-content-seed.ts). */
  siteContentSeed: SiteDocuments;
  /** The retention periods (RETENTION_*_DAYS), shown on /admin/privacy. */
  retention: RetentionPeriod[];
  /** The 404 log of this process (server/http/not-found-log.ts). */
  notFoundLog?: { flush(): Promise<void> };
  /** A path the build serves as a file (a redirect may not start there). */
  isBuiltFile?: (path: string) => boolean;
  /** Where lead alerts may be sent (WEBHOOK_ALLOW_HOSTS); https and public addresses only when absent. */
  webhookPolicy?: TargetPolicy;
  /**
   * The backups page's folder and schedule, and the compiled `npm run backup`
   * 'Back up now' starts (null where there is none) with its environment.
   */
  backups: BackupsOptions;
  /** Writes the page views counted so far (ANALYTICS on), before the analytics page reads them. */
  flushPageViews?: () => Promise<void>;
}): ConsoleServices {
  const { database, siteUrl } = options;
  let links: AccountLinks | null = null;
  const auth = createAuth({
    database,
    secret: options.secret,
    siteUrl,
    sendResetLink: (data) => links!.queueResetMail(data),
  });
  links = createAccountLinks({ database, auth, siteUrl, onMailQueued: options.onMailQueued });
  const flows = {
    database,
    auth,
    siteUrl,
    links,
    // Wrong passwords and wrong codes share one count per account and address.
    limits: createSignInLimits(options),
    // Reset requests: every request counts, whether or not the account exists.
    resetLimits: createSignInLimits(
      { redis: options.redis, redisKeyPrefix: `${options.redisKeyPrefix}reset-` },
      RESET_REQUEST_LIMITS,
    ),
  };
  const accounts = createUserAccounts(database);

  function forRequest(request: FastifyRequest): AdminContext {
    const session = consoleSession(auth, database, request);
    return {
      user: session.user,
      require: session.require,
      responseCookies: session.responseCookies,
      access: accessConsole(flows, session),
      account: accountConsole(flows, session),
      users: usersConsole({ accounts, links: flows.links }, session),
      enquiries: enquiriesConsole(database, session, {
        settingsSeed: options.siteContentSeed.settings,
        notification: options.enquiryNotification ?? null,
        alerts: options.enquiryAlerts ?? null,
        onMailQueued: options.onMailQueued,
      }),
      comments: commentsConsole(database, session, options.onContentChange),
      subscribers: subscribersConsole(database, session),
      publishing: publishingConsole(database, session, {
        mediaDir: options.mediaDir,
        siteUrl,
        onChange: options.onContentChange,
      }),
      pages: pagesConsole(database, session, { seeds: options.siteContentSeed }),
      collections: collectionsConsole(database, session, {
        mediaDir: options.mediaDir,
        siteUrl,
        onChange: options.onContentChange,
      }),
      previewLinks: previewLinksConsole(database, session, { siteUrl }),
      audit: auditConsole(database, session),
      integrations: integrationsConsole(database, session, {
        siteUrl,
        policy: options.webhookPolicy ?? { allowHosts: [] },
        onQueued: options.onMailQueued,
      }),
      singles: singlesConsole(database, session, {
        seeds: options.siteContentSeed,
        mediaDir: options.mediaDir,
        onChange: options.onContentChange,
      }),
      privacy: privacyConsole(database, session, {
        retention: options.retention,
        onContentChange: options.onContentChange,
        erasureLog: erasureLogIn(options.backups.dir),
        log: options.backups.log,
        flush: options.flushPageViews,
      }),
      redirects: redirectsConsole(database, session, {
        siteUrl,
        isBuiltFile: options.isBuiltFile ?? (() => false),
        notFoundLog: options.notFoundLog,
        onChange: options.onContentChange,
      }),
      revisions: revisionsConsole(database, session, {
        seeds: options.siteContentSeed,
        siteUrl,
        onChange: options.onContentChange,
      }),
      media: mediaConsole(database, session, {
        mediaDir: options.mediaDir,
        onChange: options.onContentChange,
      }),
      languages: languagesConsole(database, session, { onChange: options.onContentChange }),
      backups: backupsConsole(database, session, options.backups),
      analytics: analyticsConsole(database, session, { flush: options.flushPageViews }),
    };
  }

  return { auth, forRequest };
}
