import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { pino } from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  integrationsCopy,
  pausedAlertsCopy,
} from "../../../app/admin/integrations/integrations-words.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { WEBHOOK_DELIVERY_KIND } from "../../db/webhooks.ts";
import { createOutboxRelay, type RelayTimings } from "../../mail/outbox-relay.ts";
import { queueTestAlert } from "../../webhooks/lead-alerts.ts";
import type { TargetPolicy } from "../../webhooks/target-policy.ts";
import { webhookDeliveries } from "../../webhooks/webhook-delivery.ts";
import { stampServed } from "../../../tests/support/config.ts";
import {
  EDITOR,
  OWNER,
  SITE,
  get,
  openTestConsole,
  postForm,
  signIn,
} from "../../../tests/support/console.ts";
import { describeEachDialect } from "../../../tests/support/each-dialect.ts";

// Lead alerts (decision 042): /admin/integrations for owners, webhooks
// checked against server-side request forgery, deliveries through the outbox
// signed with HMAC-SHA256 (checked here with WebCrypto, a second
// implementation), retried with backoff, sent once by racing relays, and a
// webhook failing for a day paused, as the overview says.

const errors = integrationsCopy.errors;
const silent = pino({ level: "silent" });
const HOUR = 60 * 60 * 1000;

/** One request a receiver got. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  /** The body's bytes as text, exactly as sent (what the signature covers). */
  raw: string;
}

/**
 * A webhook receiver on 127.0.0.1: records every request and answers each
 * path with its next scripted status (200 when the script is empty), after
 * `delayMs` when set.
 */
async function startReceiver() {
  const received: Received[] = [];
  const scripts = new Map<string, number[]>();
  const delays = new Map<string, number>();
  const waiting: (() => void)[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({ path, headers: request.headers, raw: Buffer.concat(chunks).toString() });
      for (const wake of waiting.splice(0)) wake();
      const status = scripts.get(path)?.shift() ?? 200;
      setTimeout(() => response.writeHead(status).end("ok"), delays.get(path) ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const on = (path: string) => received.filter((r) => r.path === path);
  return {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    on,
    answer: (path: string, statuses: number[], delayMs = 0) => {
      scripts.set(path, [...statuses]);
      delays.set(path, delayMs);
    },
    /** Resolves once `path` has had `count` requests (fails the test after 10 s). */
    waitFor(path: string, count: number): Promise<Received[]> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${path}: ${on(path).length} of ${count} requests`)),
          10_000,
        );
        const check = () => {
          if (on(path).length >= count) {
            clearTimeout(timer);
            resolve(on(path));
          } else waiting.push(check);
        };
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The signature checked with WebCrypto: a second implementation, not the server's node:crypto helper. */
async function signatureIsValid(secret: string, header: string, raw: string): Promise<boolean> {
  const parts = Object.fromEntries(header.split(",").map((part) => part.split("=", 2)));
  if (!/^\d+$/.test(parts.t ?? "") || !/^[0-9a-f]{64}$/.test(parts.v1 ?? "")) return false;
  const encode = (text: string) => new TextEncoder().encode(text);
  const key = await crypto.subtle.importKey(
    "raw",
    encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["verify"],
  );
  const mac = Uint8Array.from((parts.v1 as string).match(/../g)!.map((h) => parseInt(h, 16)));
  return crypto.subtle.verify("HMAC", key, mac, encode(`${parts.t}.${raw}`));
}

const signedAt = (header: string) => Number(/(?:^|,)t=(\d+)/.exec(header)?.[1]);

describeEachDialect("the console's lead alerts", (create) => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let owner: string;
  let editor: string;
  let policy: TargetPolicy;

  beforeAll(async () => {
    receiver = await startReceiver();
    policy = { allowHosts: [{ host: "127.0.0.1", port: receiver.port }] };
    ({ database, app, close } = await openTestConsole(create, {
      env: { WEBHOOK_ALLOW_HOSTS: `127.0.0.1:${receiver.port}` },
    }));
    owner = await signIn(app, OWNER);
    editor = await signIn(app, EDITOR, "10.0.0.2");
  });
  afterAll(async () => {
    await close?.();
    await receiver?.close();
  });

  const post = (fields: Record<string, string>, cookie = owner) =>
    postForm(app, "/admin/integrations", fields, { cookie });

  /** Adds a webhook through the form; its id. */
  async function addWebhook(path: string, format = "json", secret = "") {
    const added = await post({ intent: "add", url: receiver.url(path), secret, format });
    expect(added.statusCode, added.body.slice(0, 300)).toBe(303);
    const id = /#webhook-([0-9a-f-]{36})$/.exec(added.headers.location!)?.[1];
    expect(added.headers.location).toBe(`/admin/integrations?done=added#webhook-${id}`);
    return id!;
  }

  const webhook = (id: string) =>
    database.db.selectFrom("webhooks").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const deliveries = (webhookId: string) =>
    database.db
      .selectFrom("webhook_deliveries")
      .selectAll()
      .where("webhook_id", "=", webhookId)
      .orderBy("created_at")
      .execute();
  const outboxRow = (id: string) =>
    database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  /** An enquiry as the contact page's form posts it without JavaScript. */
  async function sendEnquiry(message: string) {
    const sent = await postForm(app, "/contact", {
      form: "contact",
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+44 20 7946 0958",
      subject: "Development",
      message,
      website: "",
      sourceForm: "get-in-touch",
      sourcePage: "/contact",
      sourceVisit: "landing=%2Fservices&referrer=www.google.com&utm_source=newsletter",
      formStamp: stampServed(5000),
    });
    expect(sent.statusCode).toBe(200);
    return database.db
      .selectFrom("contact_enquiries")
      .selectAll()
      .where("message", "=", message)
      .executeTakeFirstOrThrow();
  }

  /** A relay of the outbox like every server's, on this database, with a clock the test moves. */
  function relayAt(
    clock: { now: Date },
    options: { policy?: TargetPolicy; timings?: Partial<RelayTimings> } = {},
  ) {
    return createOutboxRelay({
      database,
      mail: null,
      log: silent,
      messageIdDomain: "localhost",
      now: () => clock.now,
      timings: options.timings,
      handlers: {
        [WEBHOOK_DELIVERY_KIND]: webhookDeliveries({
          database,
          policy: options.policy ?? policy,
          log: silent,
        }),
      },
    });
  }

  /** Queues a test delivery due at `at` (a time the app's own relay, on the real clock, has not reached). */
  async function queueAt(webhookId: string, at: Date): Promise<string> {
    const { format } = await webhook(webhookId);
    return database.db
      .transaction()
      .execute((trx) => queueTestAlert(trx, { id: webhookId, format }, { siteUrl: SITE, now: at }));
  }

  it("is for owners: signed out goes to sign-in, editors get 403 on the page and its forms; owners see its labels", async () => {
    const signedOut = await get(app, "/admin/integrations");
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe("/admin/login");
    expect((await get(app, "/admin/integrations", editor)).statusCode).toBe(403);
    const refused = await post(
      { intent: "add", url: "https://93.184.215.14/in", format: "json" },
      editor,
    );
    expect(refused.statusCode).toBe(403);
    expect(await database.db.selectFrom("webhooks").selectAll().execute()).toEqual([]);
    expect((await get(app, "/admin", editor)).body).not.toContain('href="/admin/integrations"');
    expect((await get(app, "/admin", owner)).body).toContain('href="/admin/integrations"');

    const page = await get(app, "/admin/integrations", owner);
    expect(page.statusCode).toBe(200);
    const labels = [...page.body.matchAll(/<label for="webhook-[^"]+"[^>]*>([^<]+)<\/label>/g)].map(
      ([, label]) => label,
    );
    expect(labels).toEqual(["URL", "Secret", "Format"]);
    const options = [...page.body.matchAll(/<option value="(\w+)"[^>]*>([^<]+)</g)].map(
      ([, value, label]) => `${value}:${label}`,
    );
    expect(options).toEqual(["json:JSON", "slack:Slack", "teams:Teams"]);
    expect(page.body).toContain(">Add webhook</button>");
    expect(page.body).toContain(integrationsCopy.empty);
  });

  it("refuses a target that is malformed, not https, or private (at saving, resolving names): a message at the URL field, nothing saved", async () => {
    // Each kind of refusal once; every range is in server/webhooks/target-policy.test.ts.
    const cases: [string, string][] = [
      ["", errors.urlRequired],
      ["hooks.example.com/genesis", errors.malformed],
      ["ftp://hooks.example.com/in", errors.malformed],
      ["http://hooks.example.com/in", errors.notHttps],
      // Allow-listed at another port only.
      [`http://127.0.0.1:${receiver.port + 1}/in`, errors.notHttps],
      // A name is resolved: localhost is loopback.
      ["https://localhost/in", errors.private],
      ["https://[::ffff:127.0.0.1]/in", errors.private],
      ["https://169.254.169.254/latest/meta-data", errors.private],
      ["https://100.64.0.1/in", errors.private],
      ["https://[fd12:3456::1]/in", errors.private],
      ["https://[::]/in", errors.private],
    ];
    for (const [url, message] of cases) {
      const refused = await post({ intent: "add", url, secret: "", format: "json" });
      expect(refused.statusCode, url).toBe(422);
      expect(refused.body, url).toContain(message.replace(/'/g, "&#x27;"));
      expect(refused.body, url).toContain('id="webhook-url-error"');
      expect(refused.body, url).toMatch(/<input[^>]*id="webhook-url"[^>]*aria-invalid="true"/);
      if (url) expect(refused.body, url).toContain(`value="${url.replace(/&/g, "&amp;")}"`);
    }
    const badSecret = await post({
      intent: "add",
      url: receiver.url("/x"),
      secret: "too short",
      format: "json",
    });
    expect(badSecret.statusCode).toBe(422);
    expect(badSecret.body).toContain('id="webhook-secret-error"');
    const badFormat = await post({ intent: "add", url: receiver.url("/x"), format: "xml" });
    expect(badFormat.statusCode).toBe(422);
    expect(badFormat.body).toContain(errors.format);
    expect(await database.db.selectFrom("webhooks").selectAll().execute()).toEqual([]);
    expect(
      await database.db
        .selectFrom("audit_log")
        .selectAll()
        .where("action", "like", "webhook-%")
        .execute(),
    ).toEqual([]);
  });

  it("sends an enquiry from /contact to the webhook, signed (checked with WebCrypto), and logs the delivery", async () => {
    const id = await addWebhook("/json");
    const stored = await webhook(id);
    // Left empty: 32 random bytes, shown to the owner on the page.
    expect(stored.secret).toMatch(/^[0-9a-f]{64}$/);
    const page = (await get(app, "/admin/integrations?done=added", owner)).body;
    expect(page).toContain(integrationsCopy.done.added);
    expect(page).toContain(`>${receiver.url("/json")}</h3>`);
    expect(page).toContain(`>${stored.secret}</code>`);
    expect(
      await database.db
        .selectFrom("audit_log")
        .selectAll()
        .where("action", "=", "webhook-added")
        .execute(),
    ).toMatchObject([
      {
        actor_email: OWNER.email,
        target: `webhook:${id}`,
        detail: `127.0.0.1:${receiver.port}, JSON`,
      },
    ]);

    const before = Math.floor(Date.now() / 1000);
    const enquiry = await sendEnquiry("A new booking site, please.");
    const [request] = await receiver.waitFor("/json", 1);
    expect(request!.headers["content-type"]).toBe("application/json");
    const signature = String(request!.headers["genesis-signature"]);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(await signatureIsValid(stored.secret, signature, request!.raw)).toBe(true);
    expect(signedAt(signature)).toBeGreaterThanOrEqual(before);
    expect(signedAt(signature)).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    // The second implementation is no rubber stamp: another body or secret fails.
    expect(await signatureIsValid(stored.secret, signature, `${request!.raw} `)).toBe(false);
    expect(await signatureIsValid(`${stored.secret}x`, signature, request!.raw)).toBe(false);

    const [delivery] = await deliveries(id);
    const body = JSON.parse(request!.raw);
    expect(body).toEqual({
      event: "enquiry.created",
      id: delivery!.id,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      enquiry: {
        id: enquiry.id,
        createdAt: enquiry.created_at,
        name: "Ada Lovelace",
        email: "ada@example.com",
        phone: enquiry.phone,
        subject: "Development",
        message: "A new booking site, please.",
        captcha: "off",
        // Where the lead came from: its form and page, the visit's landing
        // page, the referring host and the campaign's values.
        source: {
          form: "get-in-touch",
          page: "/contact",
          // The page's language, read from its address.
          language: "en",
          landingPage: "/services",
          referrer: "www.google.com",
          utm: { utm_source: "newsletter" },
        },
        consoleUrl: `${SITE}/admin/enquiries/${enquiry.id}`,
      },
    });
    expect(request!.headers["genesis-delivery"]).toBe(delivery!.id);

    // The log is written once the receiver has answered.
    await expect
      .poll(async () => (await deliveries(id))[0]?.state, { timeout: 5000, interval: 20 })
      .toBe("delivered");
    const [logged] = await deliveries(id);
    expect(logged).toMatchObject({
      event: "enquiry.created",
      enquiry_id: enquiry.id,
      attempts: 1,
      status_code: 200,
      error: null,
    });
    expect(Number(logged!.duration_ms)).toBeGreaterThanOrEqual(0);
    expect(await outboxRow(delivery!.id)).toMatchObject({
      kind: WEBHOOK_DELIVERY_KIND,
      status: "sent",
      enquiry_id: enquiry.id,
    });
    const list = (await get(app, "/admin/integrations", owner)).body;
    expect(list).toContain(">Deliveries</h4>");
    expect(list).toMatch(
      /data-delivery="[^"]+"[\s\S]*?>New enquiry<[\s\S]*?>Delivered<[\s\S]*?>200<[\s\S]*? ms</,
    );

    expect((await post({ intent: "delete", id })).headers.location).toBe(
      "/admin/integrations?done=deleted",
    );
    expect(await database.db.selectFrom("webhooks").selectAll().execute()).toEqual([]);
    expect(await deliveries(id)).toEqual([]);
  });

  it("'Send a test' queues the event test; a receiver failing twice gets it again with backoff, the same delivery, then it is delivered", async () => {
    receiver.answer("/flaky", [500, 503, 200]);
    const id = await addWebhook("/flaky", "json", "a-secret-typed-by-the-owner");
    const sent = await post({ intent: "test", id });
    expect(sent.headers.location).toBe(`/admin/integrations?done=test#webhook-${id}`);
    // The app's own relay makes the first attempt at once.
    const [first] = await receiver.waitFor("/flaky", 1);
    await expect
      .poll(async () => (await deliveries(id))[0]?.attempts, { timeout: 5000, interval: 20 })
      .toBe(1);
    const [delivery] = await deliveries(id);
    expect(delivery).toMatchObject({
      event: "test",
      state: "pending",
      status_code: 500,
      error: "HTTP 500 Internal Server Error",
    });
    expect((await webhook(id)).failing_since).toBe(delivery!.last_attempt_at);
    const firstAttempt = Date.parse(delivery!.last_attempt_at!);
    const due = Date.parse((await outboxRow(delivery!.id)).next_attempt_at);
    // 30 s after the first failure, 60 s after the second (decision 010's backoff).
    expect(due - firstAttempt).toBeGreaterThanOrEqual(30_000);
    expect(due - firstAttempt).toBeLessThan(32_000);
    const page = (await get(app, "/admin/integrations", owner)).body;
    expect(page).toContain(">Retrying<");
    expect(page).toContain(integrationsCopy.failingSince);

    const clock = { now: new Date(due - 1000) };
    const relay = relayAt(clock);
    expect(await relay.runOnce()).toBe(0);
    clock.now = new Date(due + 10);
    expect(await relay.runOnce()).toBe(1);
    expect(receiver.on("/flaky")).toHaveLength(2);
    const second = (await deliveries(id))[0]!;
    expect(second).toMatchObject({ attempts: 2, status_code: 503, state: "pending" });
    const nextDue = Date.parse((await outboxRow(delivery!.id)).next_attempt_at);
    expect(nextDue - clock.now.getTime()).toBe(60_000);
    clock.now = new Date(nextDue - 1000);
    expect(await relay.runOnce()).toBe(0);
    clock.now = new Date(nextDue);
    expect(await relay.runOnce()).toBe(1);

    const requests = receiver.on("/flaky");
    expect(requests).toHaveLength(3);
    // The same bytes and delivery id each time, signed anew at each attempt.
    for (const request of requests) {
      expect(request.raw).toBe(first!.raw);
      expect(request.headers["genesis-delivery"]).toBe(delivery!.id);
      expect(
        await signatureIsValid(
          "a-secret-typed-by-the-owner",
          String(request.headers["genesis-signature"]),
          request.raw,
        ),
      ).toBe(true);
    }
    expect(signedAt(String(requests[2]!.headers["genesis-signature"]))).toBe(
      Math.floor(nextDue / 1000),
    );
    const body = JSON.parse(first!.raw);
    expect(body).toMatchObject({
      event: "test",
      id: delivery!.id,
      enquiry: { name: "Test Person" },
    });
    expect((await deliveries(id))[0]).toMatchObject({
      state: "delivered",
      attempts: 3,
      status_code: 200,
      error: null,
    });
    // A success: no longer failing.
    expect((await webhook(id)).failing_since).toBeNull();
    expect(await relay.runOnce()).toBe(0);
    expect(
      await database.db
        .selectFrom("audit_log")
        .select(["action", "target"])
        .where("action", "=", "webhook-test")
        .execute(),
    ).toEqual([{ action: "webhook-test", target: `webhook:${id}` }]);
    await post({ intent: "delete", id });
  });

  it("sends each delivery once when two relays race for the outbox", async () => {
    receiver.answer("/busy", [], 15);
    const id = await addWebhook("/busy");
    const at = new Date(Date.now() + 2 * HOUR);
    const queued = await Promise.all(Array.from({ length: 6 }, () => queueAt(id, at)));
    const clock = { now: at };
    const small = { batchSize: 2 };
    const [a, b] = [relayAt(clock, { timings: small }), relayAt(clock, { timings: small })];
    let claimed = 0;
    for (let round = 0; round < 10; round++) {
      const [fromA, fromB] = await Promise.all([a!.runOnce(), b!.runOnce()]);
      claimed += fromA + fromB;
      if (fromA + fromB === 0) break;
    }
    expect(claimed).toBe(6);
    const ids = receiver.on("/busy").map((r) => JSON.parse(r.raw).id);
    expect(ids.sort()).toEqual([...queued].sort());
    expect((await deliveries(id)).map((d) => [d.state, d.attempts])).toEqual(
      queued.map(() => ["delivered", 1]),
    );
    await post({ intent: "delete", id });
  });

  it("shapes Slack and Teams messages with the key fields and the console link", async () => {
    const slack = await addWebhook("/slack", "slack");
    const teams = await addWebhook("/teams", "teams");
    const enquiry = await sendEnquiry("Quote for <b>two</b> apps & a site");
    const link = `${SITE}/admin/enquiries/${enquiry.id}`;
    const [toSlack] = await receiver.waitFor("/slack", 1);
    const [toTeams] = await receiver.waitFor("/teams", 1);
    for (const [request, id] of [
      [toSlack!, slack],
      [toTeams!, teams],
    ] as const) {
      expect(request.headers["content-type"]).toBe("application/json");
      const { secret } = await webhook(id);
      expect(
        await signatureIsValid(secret, String(request.headers["genesis-signature"]), request.raw),
      ).toBe(true);
    }

    const message = JSON.parse(toSlack!.raw);
    expect(message.text).toBe(
      `New enquiry from Ada Lovelace: Development <${link}|Open in the console>`,
    );
    expect(message.blocks.map((b: { type: string }) => b.type)).toEqual([
      "header",
      "section",
      "section",
      "actions",
    ]);
    expect(message.blocks[1].fields.map((f: { text: string }) => f.text)).toEqual([
      "*Name*\nAda Lovelace",
      "*Email*\nada@example.com",
      `*Phone*\n${enquiry.phone}`,
      "*Subject*\nDevelopment",
    ]);
    // A visitor's text cannot make a Slack link or mention.
    expect(message.blocks[2].text.text).toBe("Quote for &lt;b&gt;two&lt;/b&gt; apps &amp; a site");
    expect(message.blocks[3].elements[0]).toMatchObject({ type: "button", url: link });

    const card = JSON.parse(toTeams!.raw);
    expect(card).toMatchObject({
      type: "message",
      summary: "New enquiry from Ada Lovelace: Development",
    });
    expect(card.attachments[0].contentType).toBe("application/vnd.microsoft.card.adaptive");
    const content = card.attachments[0].content;
    expect(content).toMatchObject({ type: "AdaptiveCard", version: "1.4" });
    expect(content.body[1].facts).toEqual([
      { title: "Name", value: "Ada Lovelace" },
      { title: "Email", value: "ada@example.com" },
      { title: "Phone", value: enquiry.phone },
      { title: "Subject", value: "Development" },
    ]);
    expect(content.body[2].text).toBe("Quote for <b>two</b> apps & a site");
    expect(content.actions).toEqual([
      { type: "Action.OpenUrl", title: "Open in the console", url: link },
    ]);
    await post({ intent: "delete", id: slack });
    await post({ intent: "delete", id: teams });
  });

  it("refuses at delivery a target the server's allow-list no longer names, and never connects to it", async () => {
    const id = await addWebhook("/was-allowed");
    const at = new Date(Date.now() + 3 * HOUR);
    const deliveryId = await queueAt(id, at);
    expect(await relayAt({ now: at }, { policy: { allowHosts: [] } }).runOnce()).toBe(1);
    expect(receiver.on("/was-allowed")).toEqual([]);
    const [logged] = await deliveries(id);
    expect(logged).toMatchObject({
      id: deliveryId,
      state: "pending",
      attempts: 1,
      status_code: null,
    });
    expect(logged!.error).toMatch(/^Refused: not https/);
    await post({ intent: "delete", id });
  });

  it("pauses a webhook whose every attempt failed for a whole day, gives up what waits, and the overview says so until it is resumed", async () => {
    receiver.answer("/down", Array(50).fill(500));
    const id = await addWebhook("/down", "teams");
    const start = new Date(Date.now() + 4 * HOUR);
    const first = await queueAt(id, start);
    const clock = { now: start };
    const relay = relayAt(clock, { timings: { batchSize: 1 } });
    expect(await relay.runOnce()).toBe(1);
    expect((await webhook(id)).failing_since).toBe(start.toISOString());
    // Another delivery waits while it keeps failing.
    const second = await queueAt(id, new Date(start.getTime() + HOUR));
    for (const hours of [6, 12, 23.9]) {
      clock.now = new Date(start.getTime() + hours * HOUR);
      expect(await relay.runOnce()).toBe(1);
      expect((await webhook(id)).paused, `${hours} h`).toBe(0);
    }
    const overview = (await get(app, "/admin", owner)).body;
    expect(overview).not.toContain(pausedAlertsCopy.heading);

    clock.now = new Date(start.getTime() + 24 * HOUR);
    expect(await relay.runOnce()).toBe(1);
    const paused = await webhook(id);
    expect(paused).toMatchObject({
      paused: 1,
      paused_reason: "failing",
      paused_at: clock.now.toISOString(),
    });
    const attempts = receiver.on("/down").length;
    expect(attempts).toBeGreaterThanOrEqual(5);
    for (const deliveryId of [first, second]) {
      expect((await outboxRow(deliveryId)).status, deliveryId).toBe("failed");
    }
    expect((await deliveries(id)).map((d) => d.state)).toEqual(["failed", "failed"]);
    clock.now = new Date(start.getTime() + 48 * HOUR);
    expect(await relay.runOnce()).toBe(0);
    expect(receiver.on("/down")).toHaveLength(attempts);

    // The overview says so: with a link for owners, a word for editors.
    const host = `127.0.0.1:${receiver.port}`;
    const ownerView = (await get(app, "/admin", owner)).body;
    expect(ownerView).toContain(pausedAlertsCopy.heading);
    expect(ownerView).toContain(host);
    expect(ownerView).toMatch(/<a[^>]*href="\/admin\/integrations"[^>]*>Check and resume it/);
    const editorView = (await get(app, "/admin", editor)).body;
    expect(editorView).toContain(pausedAlertsCopy.heading);
    expect(editorView).toContain(pausedAlertsCopy.askOwner);
    expect((await get(app, "/admin/integrations", owner)).body).toContain(
      integrationsCopy.pausedFailing,
    );

    // A paused webhook is sent no new enquiry.
    await sendEnquiry("Sent while the webhook is paused.");
    expect(await deliveries(id)).toHaveLength(2);

    expect((await post({ intent: "resume", id })).headers.location).toBe(
      `/admin/integrations?done=resumed#webhook-${id}`,
    );
    expect(await webhook(id)).toMatchObject({
      paused: 0,
      paused_reason: null,
      failing_since: null,
    });
    expect((await get(app, "/admin", owner)).body).not.toContain(pausedAlertsCopy.heading);
    // Paused by its owner: not a failure, so the overview stays quiet.
    await post({ intent: "pause", id });
    expect(await webhook(id)).toMatchObject({ paused: 1, paused_reason: "owner" });
    expect((await get(app, "/admin", owner)).body).not.toContain(pausedAlertsCopy.heading);
    expect(
      (
        await database.db
          .selectFrom("audit_log")
          .select("action")
          .where("target", "=", `webhook:${id}`)
          .orderBy("created_at")
          .execute()
      ).map((row) => row.action),
    ).toEqual(["webhook-added", "webhook-resumed", "webhook-paused"]);
    expect((await post({ intent: "delete", id: "no-such-webhook" })).headers.location).toBe(
      "/admin/integrations?done=missing",
    );
    await post({ intent: "delete", id });
  });
});
