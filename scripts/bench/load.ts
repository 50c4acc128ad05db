import autocannon from "autocannon";
import { rawRequest } from "./net.ts";

export const LOAD = { connections: 50, durationSeconds: 10, warmUpSeconds: 2 } as const;

export interface Target {
  label: string;
  /** A page the render cache keeps (server/http/render-cache.ts): its ratio to nginx has a budget. */
  kept?: boolean;
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Each request adds its own `n=` to the query, so no cache can answer it (a page rendered live). */
  unique?: boolean;
}

export interface Measurement {
  status: number;
  /** Content-Encoding and body size of one response, to show what was compared. */
  encoding: string;
  bodyBytes: number;
  rps: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface LoadRow {
  target: Target;
  ours: Measurement;
  nginx: Measurement | null;
  /** ours.rps / nginx.rps */
  ratio: number | null;
}

/** A page of a post, rendered from the database once and then kept. */
export const KEPT_PAGE = "/blog/seven-signs-your-website-is-slowing-your-business-down";

/**
 * What the load test sends: kept pages (every public page is one: a post, and
 * /about as browsers ask, then gzip only) and both APIs.
 */
export function targets(contactEmail: string): Target[] {
  const browser = { "accept-encoding": "br, gzip" };
  return [
    {
      label: `Kept content page GET ${KEPT_PAGE}`,
      kept: true,
      method: "GET",
      path: KEPT_PAGE,
      headers: browser,
    },
    {
      label: "Kept page GET /about",
      kept: true,
      method: "GET",
      path: "/about",
      headers: browser,
    },
    {
      label: "Kept page GET /about (gzip only)",
      kept: true,
      method: "GET",
      path: "/about",
      headers: { "accept-encoding": "gzip" },
    },
    {
      label: "POST /api/portfolio",
      method: "POST",
      path: "/api/portfolio",
      headers: browser,
    },
    {
      label: "POST /api/contact",
      method: "POST",
      path: "/api/contact",
      headers: { ...browser, "content-type": "application/json" },
      body: JSON.stringify({
        name: "Bench Visitor",
        email: contactEmail,
        phone: "+1 307 555 0142",
        subject: "General",
        message: "Load test",
      }),
    },
  ];
}

/** Each target against our server, then the same request against nginx right after. */
export async function runLoad(
  ours: string,
  nginx: string | null,
  list: Target[],
  log: (line: string) => void,
): Promise<LoadRow[]> {
  const rows: LoadRow[] = [];
  for (const target of list) {
    const mine = await measure(ours, target);
    log(`${target.label}, ours: ${describe(mine)}`);
    const theirs = nginx ? await measure(nginx, target) : null;
    if (theirs) log(`${target.label}, nginx: ${describe(theirs)}`);
    rows.push({ target, ours: mine, nginx: theirs, ratio: theirs ? mine.rps / theirs.rps : null });
  }
  return rows;
}

/** `LOAD.connections` clients for `LOAD.durationSeconds`, after a warm-up (`LOAD.warmUpSeconds` unless told). */
export async function measure(
  origin: string,
  target: Target,
  warmUpSeconds: number = LOAD.warmUpSeconds,
): Promise<Measurement> {
  const { method, headers, body } = target;
  const sample = await rawRequest(origin + target.path, { method, headers, body });
  let count = 0;
  const separator = target.path.includes("?") ? "&" : "?";
  const options = {
    url: origin + target.path,
    connections: LOAD.connections,
    pipelining: 1,
    method,
    headers,
    body,
    requests: target.unique
      ? [
          {
            setupRequest: (request: object) => ({
              ...request,
              path: `${target.path}${separator}n=${++count}`,
            }),
          },
        ]
      : undefined,
  };
  await autocannon({ ...options, duration: warmUpSeconds });
  const result = await autocannon({ ...options, duration: LOAD.durationSeconds });
  return {
    status: sample.status,
    encoding: sample.encoding,
    bodyBytes: sample.bodyBytes,
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function describe(m: Measurement): string {
  return (
    `${Math.round(m.rps)} req/s, p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms` +
    ` (${m.status} ${m.encoding} ${m.bodyBytes} B; ${m.non2xx} non-2xx, ${m.errors} errors)`
  );
}
