import type { FastifyBaseLogger } from "fastify";
import { pathKey } from "../../app/admin/redirects/redirects-forms.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { listRedirects, REDIRECTS_TAG } from "../db/redirects.ts";
import { pathOf } from "./request-path.ts";

export interface RedirectAnswer {
  location: string;
  status: 301 | 302;
  /**
   * Asked by a client navigation (`<path>.data`, React Router's single
   * fetch): answered the way React Router tells its client to go elsewhere.
   */
  clientData: boolean;
}

/**
 * The redirects made in the console, as the pages' catch-all answers them
 * before React Router renders anything (server/http/react-router.ts). Read
 * from the database once and kept in memory until a change drops them: the
 * console's add and delete name the tag `redirects`, which the render cache
 * passes on to every instance through Redis (`onDrop`), and a reconnection to
 * Redis drops everything, as it does for the kept pages. A copy older than
 * `maxAgeMs` is read again in the background while it still answers, so no
 * request waits but the first after a start or a change. A read that fails
 * (the database away) is logged; the last copy (or none: "no redirect")
 * answers meanwhile and the database is asked again after `retryMs`, so kept
 * pages are served from memory through an outage as before.
 */
export interface RedirectTable {
  /** The redirect for a GET of `target` (path and query), or null. */
  find(target: string): Promise<RedirectAnswer | null>;
  /** The render cache's drops: the table is read again after a change of the redirects. */
  onDrop(tags: readonly string[] | "all"): void;
}

interface Loaded {
  byPath: Map<string, { to: string; permanent: boolean }>;
  at: number;
}

export function createRedirectTable(options: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  maxAgeMs?: number;
  retryMs?: number;
  now?: () => number;
}): RedirectTable {
  const { database, log, maxAgeMs = 60_000, retryMs = 5000, now = Date.now } = options;
  let loaded: Loaded | null = null;
  let loading: Promise<Loaded | null> | null = null;
  let failedAt = -Infinity;
  // Counts drops: a read that started before one is used once, never kept.
  let generation = 0;

  const load = () => {
    if (loading) return loading;
    const started = generation;
    const read = listRedirects(database.db)
      .then((rows): Loaded => {
        const table: Loaded = {
          byPath: new Map(rows.map((row) => [row.from, { to: row.to, permanent: row.permanent }])),
          at: now(),
        };
        if (generation === started) loaded = table;
        return table;
      })
      .catch((error: unknown) => {
        failedAt = now();
        log.warn({ err: error }, "Could not read the redirects; answering with the last copy");
        return loaded;
      })
      .finally(() => {
        if (loading === read) loading = null;
      });
    loading = read;
    return read;
  };

  return {
    async find(target) {
      const retrying = now() - failedAt < retryMs;
      let table = loaded;
      if (!table) table = retrying ? null : await load();
      else if (now() - table.at >= maxAgeMs && !retrying) void load();
      if (!table?.byPath.size) return null;
      const path = pathOf(target);
      const clientData = path.endsWith(".data");
      const redirect = table.byPath.get(pathKey(clientData ? path.slice(0, -5) : path));
      if (!redirect) return null;
      let query = target.slice(path.length);
      if (clientData) {
        // React Router's own parameter of a client navigation, not the visitor's.
        const params = new URLSearchParams(query);
        params.delete("_routes");
        query = params.size ? `?${params}` : "";
      }
      return {
        location: withQuery(redirect.to, query.length > 1 ? query : ""),
        status: redirect.permanent ? 301 : 302,
        clientData,
      };
    },
    onDrop(tags) {
      if (tags !== "all" && !tags.includes(REDIRECTS_TAG)) return;
      generation += 1;
      loaded = null;
      loading = null;
    },
  };
}

/** The request's query carried over to a target that has none of its own. */
function withQuery(to: string, query: string): string {
  if (!query || to.includes("?")) return to;
  const hash = to.indexOf("#");
  return hash === -1 ? `${to}${query}` : `${to.slice(0, hash)}${query}${to.slice(hash)}`;
}
