import type { FastifyBaseLogger } from "fastify";
import { pathKey } from "../../app/admin/redirects/redirects-forms.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { listRedirects, REDIRECTS_TAG } from "../db/redirects.ts";
import { keptRead } from "./kept-read.ts";
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
 * before React Router renders anything (server/http/react-router.ts), kept
 * in memory (./kept-read.ts) until the console's add or delete names the tag
 * `redirects`; while the database is away, the last copy (or none: "no
 * redirect") answers, so kept pages are served from memory through an
 * outage as before.
 */
export interface RedirectTable {
  /** The redirect for a GET of `target` (path and query), or null. */
  find(target: string): Promise<RedirectAnswer | null>;
  /** The render cache's drops: the table is read again after a change of the redirects. */
  onDrop(tags: readonly string[] | "all"): void;
}

export function createRedirectTable(options: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  maxAgeMs?: number;
  retryMs?: number;
  now?: () => number;
}): RedirectTable {
  const { database } = options;
  const table = keptRead({
    ...options,
    read: async () =>
      new Map(
        (await listRedirects(database.db)).map((row) => [
          row.from,
          { to: row.to, permanent: row.permanent },
        ]),
      ),
    tag: REDIRECTS_TAG,
    fallback: new Map<string, { to: string; permanent: boolean }>(),
    failure: "Could not read the redirects; answering with the last copy",
  });

  return {
    async find(target) {
      const byPath = await table.get();
      if (!byPath.size) return null;
      const path = pathOf(target);
      const clientData = path.endsWith(".data");
      const redirect = byPath.get(pathKey(clientData ? path.slice(0, -5) : path));
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
    onDrop: table.onDrop,
  };
}

/** The request's query carried over to a target that has none of its own. */
function withQuery(to: string, query: string): string {
  if (!query || to.includes("?")) return to;
  const hash = to.indexOf("#");
  return hash === -1 ? `${to}${query}` : `${to.slice(0, hash)}${query}${to.slice(hash)}`;
}
