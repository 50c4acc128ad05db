import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { sqliteTestDatabase, type TestDatabase } from "../../tests/support/databases.ts";
import { formsApp, postJson, validEnquiry } from "../../tests/support/forms.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { pageRouteMatcher } from "./metrics.ts";

const redisUrl = process.env.TEST_REDIS_URL || undefined;

let app: FastifyInstance | undefined;
let testDb: TestDatabase | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  await testDb?.drop();
});

async function start(env: Record<string, string> = {}) {
  testDb = sqliteTestDatabase();
  const database = testDb.open();
  await migrateToLatest(database);
  app = await formsApp(database, { FORM_MIN_FILL_MS: "0", ...env });
  return app;
}

/** The value of one sample of the Prometheus text, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const line = text
    .split("\n")
    .find((l) =>
      l.startsWith(`${name}{`) || l.startsWith(`${name} `)
        ? Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`))
        : false,
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(" ") + 1));
}

describe("X-Instance and X-Request-Id", () => {
  it("name the instance on every answer, and hand back the id the proxy sent", async () => {
    const app = await start({ INSTANCE_NAME: "web-7" });
    for (const url of ["/healthz", "/readyz", "/api/no-such-route", "/metrics"]) {
      const response = await app.inject({ url });
      expect(response.headers["x-instance"], url).toBe("web-7");
      expect(response.headers["x-request-id"], url).toBeTruthy();
    }
    const traced = await app.inject({ url: "/healthz", headers: { "x-request-id": "abc-123" } });
    expect(traced.headers["x-request-id"]).toBe("abc-123");
    // Not a sane id (spaces, too long): replaced, never copied into logs and headers.
    const odd = await app.inject({ url: "/healthz", headers: { "x-request-id": "a b" } });
    expect(odd.headers["x-request-id"]).not.toBe("a b");
  });

  it("defaults to the host name and process id", async () => {
    const app = await start();
    const response = await app.inject({ url: "/healthz" });
    expect(response.headers["x-instance"]).toMatch(new RegExp(`-${process.pid}$`));
  });
});

describe("/readyz and the dependency gauge with Redis", () => {
  const up = async (app: FastifyInstance) => {
    const text = (await app.inject({ url: "/metrics" })).body;
    return {
      database: sample(text, "genesis_dependency_up", { dependency: "database" }),
      redis: sample(text, "genesis_dependency_up", { dependency: "redis" }),
    };
  };

  it("stays ready while Redis cannot be reached, and says Redis is degraded", async () => {
    // Nothing listens on port 1 of loopback. The limits count in the process meanwhile, so
    // taking the instance out of the balancer would only take the site down with Redis.
    const app = await start({ REDIS_URL: "redis://127.0.0.1:1" });
    const response = await app.inject({ url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ready",
      message: "Redis is not reachable: limits are counted in this process.",
      checks: { database: "up", redis: "degraded" },
    });
    expect(await up(app)).toEqual({ database: 1, redis: 0 });
  });

  it("leaves Redis out when REDIS_URL is unset", async () => {
    const app = await start();
    expect((await app.inject({ url: "/readyz" })).json()).toEqual({
      status: "ready",
      checks: { database: "up" },
    });
    expect(await up(app)).toEqual({ database: 1, redis: undefined });
  });

  it.runIf(redisUrl)("answers 200 and up when the database and Redis answer", async () => {
    const app = await start({ REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: "test-ready:" });
    await app.ready();
    const response = await app.inject({ url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready", checks: { database: "up", redis: "up" } });
    expect(await up(app)).toEqual({ database: 1, redis: 1 });
  });
});

describe("/metrics", () => {
  it("counts requests by route pattern and status, stored forms and rate-limit refusals", async () => {
    const app = await start({ FORM_RATE_LIMIT_MAX: "1" });
    await app.inject({ method: "POST", url: "/api/portfolio" });
    await app.inject({ method: "POST", url: "/api/portfolio" });
    expect((await postJson(app, "/api/contact", validEnquiry)).statusCode).toBe(201);
    expect((await postJson(app, "/api/contact", validEnquiry)).statusCode).toBe(429);

    const response = await app.inject({ url: "/metrics" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const portfolio = { method: "POST", route: "/api/portfolio", status: "200" };
    expect(sample(text, "genesis_http_requests_total", portfolio)).toBe(2);
    expect(sample(text, "genesis_http_request_duration_seconds_count", portfolio)).toBe(2);
    expect(sample(text, "genesis_form_submissions_stored_total", { form: "contact" })).toBe(1);
    expect(sample(text, "genesis_rate_limit_refusals_total", { route: "/api/contact" })).toBe(1);
    expect(sample(text, "genesis_outbox_messages", { status: "pending" })).toBe(0);
    expect(sample(text, "genesis_outbox_messages", { status: "failed" })).toBe(0);
    // Node's process metrics.
    expect(sample(text, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
    expect(sample(text, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
  });

  it("counts the outbox: an enquiry's e-mail waits as pending while the mail server is away", async () => {
    const app = await start({
      SMTP_URL: "smtp://127.0.0.1:1",
      ENQUIRY_NOTIFY_TO: "sales@genesis.example",
    });
    expect((await postJson(app, "/api/contact", validEnquiry)).statusCode).toBe(201);
    const text = (await app.inject({ url: "/metrics" })).body;
    expect(sample(text, "genesis_outbox_messages", { status: "pending" })).toBe(1);
  });

  it("is a 404 to other addresses, also behind a proxy, unless they bring the token", async () => {
    const token = "metrics-token-0123456789";
    const app = await start({ METRICS_TOKEN: token, TRUST_PROXY: "1" });
    const outside = { remoteAddress: "203.0.113.9" };
    expect((await app.inject({ url: "/metrics", ...outside })).statusCode).toBe(404);
    // Through a proxy on loopback, the visitor's address is what counts.
    const proxied = await app.inject({
      url: "/metrics",
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(proxied.statusCode).toBe(404);
    const wrong = await app.inject({
      url: "/metrics",
      ...outside,
      headers: { authorization: "Bearer not-the-token-at-all" },
    });
    expect(wrong.statusCode).toBe(404);
    const right = await app.inject({
      url: "/metrics",
      ...outside,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain("genesis_http_requests_total");
  });

  it("admits the configured ranges only", async () => {
    const app = await start({ METRICS_ALLOW: "10.0.0.0/8" });
    expect((await app.inject({ url: "/metrics" })).statusCode).toBe(404);
    const inside = await app.inject({ url: "/metrics", remoteAddress: "10.1.2.3" });
    expect(inside.statusCode).toBe(200);
  });
});

describe("page route patterns", () => {
  const route = (id: string, path: string | undefined, parentId?: string, index?: boolean) => ({
    id,
    path,
    parentId,
    index,
    module: {},
  });
  const manifest = {
    root: route("root", ""),
    home: route("home", undefined, "root", true),
    project: route("project", "projects/:slug", "root"),
    admin: route("admin", "admin", "root"),
    enquiry: route("enquiry", "enquiries/:id", "admin"),
    notFound: route("notFound", "*", "root"),
  } as unknown as ServerBuild["routes"];
  const patternOf = pageRouteMatcher(manifest);

  it("labels a page with its pattern, not its address", () => {
    expect(patternOf("/")).toBe("/");
    expect(patternOf("/projects/northwind")).toBe("/projects/:slug");
    expect(patternOf("/projects/northwind.data")).toBe("/projects/:slug.data");
    expect(patternOf("/admin/enquiries/42")).toBe("/admin/enquiries/:id");
    expect(patternOf("/no/such/page")).toBe("/*");
  });
});
