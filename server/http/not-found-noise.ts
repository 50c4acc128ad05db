import { pathKey } from "../../app/admin/redirects/redirects-forms.ts";
import type { BotGroup } from "../../app/admin/redirects/redirects.ts";
import { pathOf } from "./request-path.ts";

/**
 * What the 404 log counts a request under (docs/console.md, "Redirects and
 * the 404 log"): its path, or — for bots probing for software this site does
 * not run — one row per kind of probe. The patterns, checked in this order on
 * the path in lower case:
 *
 * - `odd`: longer than MAX_LOGGED_PATH characters, starting like another host
 *   (`//`, `/\`), or climbing folders (`..`, `%2e%2e`, `%00`);
 * - `wordpress`: `/wp-admin`, `/wp-login…`, `/wp-content`, `/wp-includes`,
 *   `/wp-json`, `/wp-config…`, `/wp/`, `/wordpress`, `/xmlrpc.php`, and any
 *   `…/wlwmanifest.xml`;
 * - `secrets`: any segment starting with a dot but `/.well-known/`
 *   (`/.env`, `/.git/config`, `/.aws`, `/.DS_Store`), and files ending in
 *   `.env`, `.sql`, `.bak`, `.old`, `.orig`, `.swp`, `.sqlite`, `.db`,
 *   `.tar`, `.gz`, `.tgz`, `.zip`, `.rar`, `.7z`, `.ini`, `.log`, `.conf`,
 *   `.yml`, `.yaml`, `.pem`, `.key`;
 * - `scripts`: files ending in `.php` (and `.php5`, `.phtml`), `.asp`,
 *   `.aspx`, `.ashx`, `.jsp`, `.jspx`, `.cgi`, `.pl`, `.cfm`, `.action`, and
 *   the folders `/cgi-bin`, `/phpmyadmin`, `/pma`, `/myadmin`, `/vendor`,
 *   `/boaform`, `/hnap1`, `/actuator`, `/solr`.
 *
 * An old site's `.php` addresses are counted as script probes too: a
 * redirect can still be made for one by typing it.
 */
export const MAX_LOGGED_PATH = 512;

const PATTERNS: { group: Exclude<BotGroup, "odd">; test: RegExp }[] = [
  {
    group: "wordpress",
    test: /^\/(?:wp-(?:admin|login|content|includes|json|config)|wp\/|wordpress(?:\/|$)|xmlrpc\.php)|\/wlwmanifest\.xml$/,
  },
  {
    group: "secrets",
    test: /\/\.(?!well-known(?:\/|$))|\.(?:env|sql|bak|old|orig|swp|sqlite|db|tar|gz|tgz|zip|rar|7z|ini|log|conf|ya?ml|pem|key)$/,
  },
  {
    group: "scripts",
    test: /\.(?:php\d?|phtml|aspx?|ashx|jspx?|cgi|pl|cfm|action)$|^\/(?:cgi-bin|phpmyadmin|pma|myadmin|vendor|boaform|hnap1|actuator|solr)(?:\/|$)/,
  },
];

/** The kind of bots' probe a path (lower case, no query) is, or null for a path to list on its own. */
export function botGroup(path: string): BotGroup | null {
  if (path.length > MAX_LOGGED_PATH || /^[/\\][/\\]/.test(path) || /\.\.|%2e%2e|%00/.test(path)) {
    return "odd";
  }
  return PATTERNS.find(({ test }) => test.test(path))?.group ?? null;
}

/** What a 404 answer to `target` (a request's path and query) is counted under. */
export interface NotFoundKey {
  /** The path, or "bot:<group>". */
  key: string;
  group: BotGroup | null;
  /** The path itself, cut to MAX_LOGGED_PATH characters (a group's example). */
  path: string;
}

export function notFoundKey(target: string): NotFoundKey {
  let path = pathOf(target);
  // A client navigation asks for the page's data (/missing.data; the home page's /_root.data).
  if (path === "/_root.data") path = "/";
  else if (path.endsWith(".data")) path = path.slice(0, -".data".length) || "/";
  const group = botGroup(path.toLowerCase());
  const key = group ? path.toLowerCase() : pathKey(path);
  return {
    key: group ? `bot:${group}` : key,
    group,
    path: key.slice(0, MAX_LOGGED_PATH),
  };
}

/** The referring site's host alone (never its path or query), or null. */
export function referrerHost(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.hostname.slice(0, 253) || null;
  } catch {
    return null;
  }
}
