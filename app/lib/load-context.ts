import type { FormKind, FormOutcome } from "../forms/form-protocol.ts";
import type { AdminContext } from "./admin/admin-context.ts";
import type { NewsletterContext } from "./newsletter-context.ts";
import type { PageLanguage } from "./page-language.ts";
import type { PortfolioItem } from "./portfolio.ts";
import type { PublishingContext } from "./publishing.ts";
import type { SiteContentContext } from "./site-content.ts";

/** What the server hands to loaders and actions (server/http/app.ts builds it). */
export interface SiteLoadContext {
  listPortfolio(): Promise<PortfolioItem[]>;
  /** The CSP nonce of this response's inline scripts (entry.server.tsx). */
  cspNonce: string;
  /**
   * A page form's POST (app/forms/form-action.server.ts), through the same
   * steps as the JSON API: honeypot, rules, fill time, captcha, storage.
   */
  submitForm(kind: FormKind, fields: Record<string, string>): Promise<FormOutcome>;
  /**
   * The visitor's version of a page rendered now: a fresh render stamp for
   * its forms and their theme (server/http/document-versions.ts).
   */
  personalise(html: string): string;
  /** A blog post's approved comments, oldest first (name, message, date). */
  approvedComments(
    postSlug: string,
  ): Promise<{ id: string; name: string; message: string; createdAt: string }[]>;
  /** The newsletter's confirm and unsubscribe links (app/lib/newsletter-context.ts). */
  newsletter: NewsletterContext;
  /** Projects and posts of the public pages, from the database. */
  publishing: PublishingContext;
  /** What the agency edits about the whole site: settings, legal pages. */
  content: SiteContentContext;
  /** The language the page is rendered in (decision 049). */
  language: PageLanguage;
  /** The published languages, the default first (the render is kept until they change). */
  languages(): Promise<PageLanguage[]>;
  /** The operator console's session and its areas, each behind its role (app/lib/admin/admin-context.ts). */
  admin: AdminContext;
  log: {
    error(details: object, message: string): void;
  };
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteLoadContext {}
}
