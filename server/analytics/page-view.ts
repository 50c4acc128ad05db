import type { FastifyReply, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { UAParser } from "ua-parser-js";
import { DEFAULT_LANGUAGE } from "../../app/lib/page-language.ts";
import type { ViewFields } from "../db/analytics-views.ts";
import { referrerHost } from "../http/not-found-noise.ts";

/**
 * What one answered request counts for (docs/analytics.md; 'enquiry': an
 * enquiry sent, enquiryViewOf, tying it to the pages its sender read): a successful GET
 * of a public page by a person, the HTML document or React Router's data
 * request when the visitor navigates in the site ('page'); a public page
 * answered 404 ('not-found'); either asked by a bot ('bot', never a visitor).
 * Not counted: HEAD, prefetches, the console, the API, files and media,
 * redirects and errors. The address and User-Agent are kept only in memory,
 * until the view's visitor hash is made (./page-view-log.ts).
 */
export interface PageView extends ViewFields {
  at: Date;
  /** Hashed with the day's salt at the write, then forgotten. */
  who: { address: string; userAgent: string };
}

/** The longest path, campaign value and User-Agent kept; what is longer is cut. */
export const MAX_PATH = 300;
const MAX_CAMPAIGN = 100;
const MAX_USER_AGENT = 500;

/** Never counted: the console, the API, and the server's own addresses. */
const NOT_PAGES = /^\/(?:admin|api|readyz|healthz|livez|metrics)(?:[/.]|$)/i;
/** React Router's data request for a page (`/about.data`; `/_root.data` for `/`). */
const DATA_REQUEST = /\.data$/;
/** A file (an extension in its last segment): assets, media, the feed, the sitemap. */
const FILE = /\/[^/]*\.[^/]*$/;
/** A language's prefix as the addresses have it (`/de`, `/pt-br`). */
const LANGUAGE_PREFIX = /^\/([a-z]{2,3}(?:-[a-z0-9]{2,8})?)(?:\/|$)/i;

/** Printable, trimmed, cut to `max`; null when nothing is left. */
function clean(value: string | null | undefined, max: number): string | null {
  const text = (value ?? "")
    .replace(/[\p{Cc}\p{Cf}]+/gu, "")
    .trim()
    .slice(0, max);
  return text || null;
}

/** How many User-Agents' classes are remembered: a site sees few browsers' strings at a time. */
const KNOWN_AGENTS = 1000;
const agents = new Map<string, { bot: boolean; device: PageView["device"] }>();

/**
 * A User-Agent's class (a bot or a person's, and the device), parsed once
 * and then remembered: parsing costs more than the rest of a view.
 */
function agentOf(userAgent: string) {
  let known = agents.get(userAgent);
  if (!known) {
    const type = new UAParser(userAgent).getDevice().type;
    known = {
      bot: !userAgent || isbot(userAgent),
      device: type === "mobile" ? "phone" : type === "tablet" ? "tablet" : "desktop",
    };
    if (agents.size >= KNOWN_AGENTS) agents.delete(agents.keys().next().value!);
    agents.set(userAgent, known);
  }
  return known;
}

/**
 * The view a request counts for once it is answered, or null. `siteHost`
 * is the site's own host: a link from the site itself is no referrer.
 */
export function pageViewOf(
  request: Pick<FastifyRequest, "method" | "url" | "headers" | "ip">,
  reply: Pick<FastifyReply, "statusCode" | "getHeader">,
  siteHost: string,
  now = new Date(),
): PageView | null {
  if (request.method !== "GET") return null;
  const headers = request.headers;
  const purpose = `${headers["sec-purpose"] ?? ""} ${headers.purpose ?? ""}`;
  if (/prefetch/i.test(purpose)) return null;
  let url: URL;
  try {
    url = new URL(request.url, "http://site.invalid");
  } catch {
    return null;
  }
  const data = DATA_REQUEST.test(url.pathname);
  let path = data ? url.pathname.replace(DATA_REQUEST, "").replace(/^\/_root$/, "/") : url.pathname;
  if (NOT_PAGES.test(path) || (!data && FILE.test(path))) return null;
  const status = reply.statusCode;
  if (status !== 200 && status !== 404) return null;
  // A document is an HTML page; a data request's redirect is no view.
  const type = String(reply.getHeader("content-type") ?? "");
  if (!data && !type.startsWith("text/html")) return null;
  if (data && reply.getHeader("x-remix-redirect")) return null;
  path = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const userAgent = (headers["user-agent"] ?? "").slice(0, MAX_USER_AGENT);
  const host = referrerHost(headers.referer);
  const prefix = LANGUAGE_PREFIX.exec(path)?.[1]?.toLowerCase();
  const query = url.searchParams;
  const agent = agentOf(userAgent);
  const kind = agent.bot ? "bot" : status === 404 ? "not-found" : "page";
  return {
    at: now,
    kind,
    path: path.slice(0, MAX_PATH),
    referrer: host && host !== siteHost ? host : null,
    utmSource: clean(query.get("utm_source") ?? query.get("ref"), MAX_CAMPAIGN),
    utmMedium: clean(query.get("utm_medium"), MAX_CAMPAIGN),
    utmCampaign: clean(query.get("utm_campaign"), MAX_CAMPAIGN),
    device: agent.device,
    // Only a published language's pages answer 200 under a prefix; a 404's is no language.
    language: prefix && status === 200 ? prefix : DEFAULT_LANGUAGE,
    enquiryId: null,
    who: { address: request.ip, userAgent },
  };
}

/**
 * An enquiry as its sender's visit counts it: made with the same address
 * and User-Agent as their page views, so its row carries the same day's
 * pseudonym. `page` is the page it was sent from (its path, as a view's).
 */
export function enquiryViewOf(
  enquiry: { id: string; page: string | null; language: string | null },
  who: { address: string; userAgent: string },
  now = new Date(),
): PageView {
  let path = "/";
  try {
    path = new URL(enquiry.page ?? "/", "http://site.invalid").pathname;
  } catch {
    // An unreadable page is the home page's: the enquiry still counts.
  }
  const userAgent = who.userAgent.slice(0, MAX_USER_AGENT);
  return {
    at: now,
    kind: "enquiry",
    path: (path.length > 1 ? path.replace(/\/+$/, "") : path).slice(0, MAX_PATH),
    referrer: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    device: agentOf(userAgent).device,
    language: enquiry.language ?? DEFAULT_LANGUAGE,
    enquiryId: enquiry.id,
    who: { address: who.address, userAgent },
  };
}
