import { createHash, timingSafeEqual } from "node:crypto";
import { BlockList, isIPv4 } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { sql } from "kysely";
import {
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  type RegistryContentType,
} from "prom-client";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { WEBHOOK_DELIVERY_KIND } from "../db/webhooks.ts";
import type { FormDefinition } from "../forms/form-service.ts";
import type { DependencyStates } from "./dependencies.ts";

/**
 * What one server process counts for Prometheus (GET /metrics, prom-client):
 * requests by route pattern and status with their latency, the forms'
 * submissions stored, rate-limit refusals, the e-mail outbox and the
 * database pool, whether the database and Redis answer (as /readyz says), and
 * Node's own process metrics. Counters are per process;
 * the outbox figures are read from the shared database at each scrape, so
 * every instance reports the same cluster-wide values.
 */
export interface AppMetrics {
  /** Page requests are labelled with their React Router pattern once the build is known. */
  usePageRoutes(routes: ServerBuild["routes"]): void;
  /** Wraps the forms so each submission stored (not a replay, not a honeypot) is counted. */
  countStored<T>(forms: FormDefinition<T>[]): FormDefinition<T>[];
  /** Counts a lookup of the render cache (server/http/render-cache.ts). */
  countRenderCache(result: "hit" | "miss"): void;
  /** The text Prometheus reads. */
  render(): Promise<{ contentType: RegistryContentType; body: string }>;
}

// Node's process metrics exist once per process, whatever the number of apps
// a test process builds; each app's own metrics live in its own registry.
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(
  app: FastifyInstance,
  {
    database,
    checkDependencies,
  }: { database: DatabaseHandle; checkDependencies: () => Promise<DependencyStates> },
): AppMetrics {
  const registry = new Registry();
  const requests = new Counter({
    name: "genesis_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "genesis_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: "genesis_rate_limit_refusals_total",
    help: "Requests refused with 429 by a rate limit, by route pattern",
    labelNames: ["route"] as const,
    registers: [registry],
  });
  const received = new Counter({
    name: "genesis_form_submissions_stored_total",
    help: "Form submissions stored (contact = enquiries, comment, newsletter), replays and honeypot hits left out",
    labelNames: ["form"] as const,
    registers: [registry],
  });
  const renderCache = new Counter({
    name: "genesis_render_cache_lookups_total",
    help: "Pages of projects and posts looked up in the render cache: hit (served as kept) or miss (rendered, then kept if it can be)",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "genesis_outbox_messages",
    help: "E-mails in the outbox (whole database): pending (of which retrying after a failed attempt) and failed for good",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      try {
        const { rows } = await sql<{ pending: unknown; retrying: unknown; failed: unknown }>`
          select
            sum(case when status = 'pending' then 1 else 0 end) as pending,
            sum(case when status = 'pending' and attempts > 0 then 1 else 0 end) as retrying,
            sum(case when status = 'failed' then 1 else 0 end) as failed
          from mail_outbox where kind <> ${WEBHOOK_DELIVERY_KIND}`.execute(database.db);
        const row = rows[0];
        for (const status of ["pending", "retrying", "failed"] as const)
          this.set({ status }, Number(row?.[status] ?? 0));
      } catch (error) {
        // A scrape while the database is away still reports everything else.
        this.reset();
        app.log.warn({ err: error }, "Metrics: the outbox could not be read");
      }
    },
  });
  new Gauge({
    name: "genesis_dependency_up",
    help: "1 while a service this process uses answers, else 0: database (without it /readyz is 503) and, when configured, redis (without it the site serves degraded, /readyz stays 200)",
    labelNames: ["dependency"] as const,
    registers: [registry],
    async collect() {
      const { database: databaseState, redis } = await checkDependencies();
      this.set({ dependency: "database" }, databaseState.up ? 1 : 0);
      if (redis) this.set({ dependency: "redis" }, redis.up ? 1 : 0);
    },
  });
  if (database.poolUse) {
    const poolUse = database.poolUse;
    new Gauge({
      name: "genesis_db_pool_connections",
      help: "PostgreSQL pool of this process: connections open, idle, and requests waiting for one",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const use = poolUse();
        this.set({ state: "total" }, use.total);
        this.set({ state: "idle" }, use.idle);
        this.set({ state: "waiting" }, use.waiting);
      },
    });
  }

  let pageRoute: (pathname: string) => string | null = () => null;
  const routeOf = (request: FastifyRequest): string => {
    const url = request.routeOptions.url;
    if (!url) return "(unmatched)";
    if (url.startsWith("/assets/")) return "/assets/*";
    if (url !== "/*") return url;
    return pageRoute(request.url.split("?")[0] ?? "/") ?? "(page)";
  };

  app.addHook("onResponse", async (request, reply) => {
    const route = routeOf(request);
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ route });
  });

  return {
    usePageRoutes(routes) {
      pageRoute = pageRouteMatcher(routes);
    },
    countStored(forms) {
      return forms.map((form) => ({
        ...form,
        async store(data, context) {
          const result = await form.store(data, context);
          if (!result.replayed) received.inc({ form: form.kind });
          return result;
        },
      }));
    },
    countRenderCache(result) {
      renderCache.inc({ result });
    },
    async render() {
      const merged = Registry.merge([processMetrics(), registry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}

/** GET /metrics for the configured addresses (METRICS_ALLOW) or the bearer token; 404 for anyone else. */
export async function metricsRoute(
  app: FastifyInstance,
  { metrics, config }: { metrics: AppMetrics; config: Config },
) {
  const allowed = allowList(config.metrics.allow);
  const token = config.metrics.token ? digest(config.metrics.token) : null;
  app.get("/metrics", async (request, reply) => {
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? "")?.[1];
    const byToken =
      token !== null && bearer !== undefined && timingSafeEqual(digest(bearer), token);
    // request.ip is the client's address as TRUST_PROXY allows it to be read:
    // behind nginx, the visitor's, never nginx's loopback.
    if (!byToken && !allowed(request.ip)) return reply.callNotFound();
    const { contentType, body } = await metrics.render();
    return reply.header("Cache-Control", "no-store").type(contentType).send(body);
  });
}

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

function allowList(entries: string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split("/") as [string, string | undefined];
    const family = isIPv4(address) ? "ipv4" : "ipv6";
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (raw) => {
    // An IPv4 client on a dual-stack socket reads as ::ffff:a.b.c.d.
    const address = raw.startsWith("::ffff:") && isIPv4(raw.slice(7)) ? raw.slice(7) : raw;
    try {
      return list.check(address, isIPv4(address) ? "ipv4" : "ipv6");
    } catch {
      return false;
    }
  };
}

/** The React Router pattern (`/projects/:slug`) of a page path, from the build's route manifest. */
export function pageRouteMatcher(manifest: ServerBuild["routes"]): (pathname: string) => string {
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(manifest)
      .filter((route) => route?.parentId === parentId)
      .map((route) => ({
        id: route!.id,
        path: route!.path,
        index: route!.index,
        caseSensitive: route!.caseSensitive,
        children: children(route!.id),
      })) as RouteObject[];
  const tree = children(undefined);
  const match = (pathname: string) => {
    // A client-side navigation's data request: /projects.data, /_root.data for /.
    const data = pathname.endsWith(".data");
    const path = data ? pathname.slice(0, -".data".length).replace(/^\/_root$/, "/") : pathname;
    const matches = matchRoutes(tree, path);
    if (!matches) return "(no page)";
    const parts = matches.map((found) => found.route.path).filter((part) => part);
    return `/${parts.join("/")}${data ? ".data" : ""}`.replace(/\/{2,}/g, "/");
  };
  // matchRoutes flattens and ranks the whole route table on every call: as
  // costly as serving a pre-rendered page. A path's pattern never changes, so
  // it is worked out once (the memory bounded against scans of made-up paths).
  const known = new Map<string, string>();
  return (pathname) => {
    let pattern = known.get(pathname);
    if (pattern === undefined) {
      if (known.size >= MATCHED_PATHS) known.clear();
      pattern = match(pathname);
      known.set(pathname, pattern);
    }
    return pattern;
  };
}

const MATCHED_PATHS = 5000;
