import type { CollectionsConsole } from "../../admin/collections/collection.ts";
import type { SinglesConsole } from "../../admin/collections/single.ts";
import type { AccessConsole, AccountConsole, UsersConsole } from "./accounts.ts";
import type { AuditConsole } from "./audit.ts";
import type { BackupsConsole } from "../../admin/backups/backups.ts";
import type { AnalyticsConsole } from "../../admin/analytics/analytics.ts";
import type { CommentsConsole } from "./comments.ts";
import type { EditorialConsole } from "../../admin/publishing/editorial.ts";
import type { EnquiriesConsole } from "./enquiries.ts";
import type { IntegrationsConsole } from "../../admin/integrations/integrations.ts";
import type { LanguagesConsole } from "../../admin/languages/languages.ts";
import type { MediaConsole } from "./media.ts";
import type { PagesConsole } from "./pages.ts";
import type { PreviewLinksConsole } from "../../admin/publishing/preview-links.ts";
import type { PrivacyConsole } from "./privacy.ts";
import type { RedirectsConsole } from "../../admin/redirects/redirects.ts";
import type { RevisionsConsole } from "./revisions.ts";
import type { ConsoleRole, ConsoleUser } from "./roles.ts";
import type { SubscribersConsole } from "./subscribers.ts";

/**
 * What the console's loaders and actions can ask of the server: `context.admin`,
 * built per request by server/admin/console-services.ts, one member per console
 * area. Each area's methods are behind its role on the server (its feature
 * folder in server/admin/ builds them with `requireRole`): a signed-out call
 * throws a 303 to /admin/login, a forbidden one a 403. `access` is the one
 * area for signed-out visitors.
 */
export interface AdminContext {
  /** The signed-in user, or null (signed out, expired, revoked or disabled). */
  user(): Promise<ConsoleUser | null>;
  /** The signed-in user with at least `role`; else throws 303 (signed out) or 403. */
  require(role?: ConsoleRole): Promise<ConsoleUser>;
  /** Set-Cookie values to send with this response (sign-in, sign-out, new sessions). */
  responseCookies(): string[];
  access: AccessConsole;
  account: AccountConsole;
  users: UsersConsole;
  enquiries: EnquiriesConsole;
  comments: CommentsConsole;
  subscribers: SubscribersConsole;
  publishing: EditorialConsole;
  pages: PagesConsole;
  /** Every kind declared as a collection (app/admin/content-model.ts). */
  collections: CollectionsConsole;
  previewLinks: PreviewLinksConsole;
  audit: AuditConsole;
  /** Everything the site has one of: the settings (app/admin/content-model.ts). */
  singles: SinglesConsole;
  privacy: PrivacyConsole;
  redirects: RedirectsConsole;
  /** Lead alerts (/admin/integrations): owners; `autoPaused` for the overview, editors too. */
  integrations: IntegrationsConsole;
  revisions: RevisionsConsole;
  media: MediaConsole;
  /** The site's languages (/admin/languages): owners. */
  languages: LanguagesConsole;
  /** The backups (/admin/backups) and the overview's warning: owners. */
  backups: BackupsConsole;
  /** The site's analytics (/admin/analytics): owners and editors. */
  analytics: AnalyticsConsole;
}
