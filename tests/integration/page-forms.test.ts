import { resolve } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../app/forms/contact-schema.ts";
import { STAMP_PLACEHOLDER } from "../../app/forms/form-protocol.ts";
import { VISIT_SOURCE_PLACEHOLDER } from "../../app/forms/visit-source.ts";
import { formActionCopy } from "../../app/content/forms.ts";
import { buildApp } from "../../server/http/app.ts";
import type { DatabaseHandle } from "../../server/db/connection.ts";
import { listEnquiries } from "../../server/db/enquiries.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { seedPortfolio } from "../../server/db/seed.ts";
import { formReplies } from "../../server/forms/form-definitions.ts";
import { formMessages } from "../../server/forms/form-guards.ts";
import { stampServed, testConfig } from "../support/config.ts";
import { sqliteTestDatabase, type TestDatabase } from "../support/databases.ts";
import { countRows } from "../support/forms.ts";
import { requireBuild } from "../support/server-process.ts";

// The forms as a browser without JavaScript sends them: url-encoded POSTs to
// the page they are on, answered with that page (docs/decisions/017).

let testDb: TestDatabase;
let database: DatabaseHandle;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  requireBuild();
  testDb = sqliteTestDatabase();
  database = testDb.open();
  await migrateToLatest(database);
  // The posts (and projects) the pages show live in the database.
  await seedPortfolio(database);
});

afterAll(async () => {
  await database?.close();
  await testDb?.drop();
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  await database.db.deleteFrom("mail_outbox").execute();
  await database.db.deleteFrom("contact_enquiries").execute();
  await database.db.deleteFrom("newsletter_subscriptions").execute();
  await database.db.deleteFrom("blog_comments").execute();
  // A page post's key is a hash of its values and stamp: the same enquiry in
  // the same second in the next test would otherwise be answered as a replay.
  await database.db.deleteFrom("idempotency_keys").execute();
});

async function start(env: Record<string, string> = {}) {
  app = await buildApp({
    config: testConfig({ FORM_MIN_FILL_MS: "2000", ...env }),
    // The server closes its database on close; each test reopens the same file.
    database: testDb.open(),
    web: { kind: "build", buildDir: resolve(process.env.BUILD_DIR || "build") },
    logger: false,
  });
  return app;
}

const enquiry = {
  form: "contact",
  name: "Mary-Kate St. John",
  email: "mary@example.com",
  phone: "+44 20 7946 0958",
  subject: "Sales",
  message: "A booking app for our clinics.",
  website: "",
};

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return app!.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

const stampIn = (html: string) => /name="formStamp" value="([^"]*)"/.exec(html)?.[1];
/** The enquiry form's `sourceVisit` as a browser reads it (the attribute unescaped). */
const visitIn = (html: string) =>
  /name="sourceVisit" value="([^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");

describe("a page's forms without JavaScript", () => {
  it("are real POST forms to their own page, each with a fresh signed render stamp", async () => {
    await start();
    for (const [path, action] of [
      ["/contact", "/contact"],
      ["/", "/"],
      ["/services", "/services"],
      ["/blog-details", "/blog-details"],
      ["/home-two", "/home-two"],
    ]) {
      const page = await app!.inject({ url: path });
      expect(page.statusCode).toBe(200);
      const form = /<form [^>]*data-form="[^>]*>/.exec(page.body)?.[0] ?? "";
      expect(form).toContain(` action="${action}"`);
      expect(form).toContain(` method="post"`);
      expect(page.body).not.toContain(STAMP_PLACEHOLDER);
      expect(stampIn(page.body)).toMatch(/^\d{10}\.[\w-]{22}$/);
    }
  });

  it("gives a pre-rendered page a new stamp each second, compressed as asked", async () => {
    await start();
    const first = await app!.inject({ url: "/contact", headers: { "accept-encoding": "br" } });
    expect(first.headers["content-encoding"]).toBe("br");
    await new Promise((r) => setTimeout(r, 1100));
    const second = await app!.inject({ url: "/contact" });
    const firstStamp = stampIn(brotliDecompressSync(first.rawPayload).toString("utf8"));
    expect(firstStamp).toMatch(/^\d{10}\./);
    expect(stampIn(second.body)).toMatch(/^\d{10}\./);
    expect(stampIn(second.body)).not.toBe(firstStamp);
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });

  it("stores a valid enquiry and shows the page again with the success message", async () => {
    await start();
    const response = await post("/contact", { ...enquiry, formStamp: stampServed(5000) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain(formReplies.contact);
    expect(response.body).not.toContain(enquiry.message); // the form is empty again
    const [stored] = await listEnquiries(database);
    expect(stored).toMatchObject({
      name: "Mary-Kate St. John",
      email: "mary@example.com",
      subject: "Sales",
      captcha: "off",
    });
  });

  it("shows every field message with the typed values kept, and stores nothing", async () => {
    await start();
    const response = await post("/contact", {
      form: "contact",
      name: "Ann",
      email: "not-an-address",
      phone: "",
      message: "Keep this text <b>as typed</b>",
      formStamp: stampServed(5000),
    });
    expect(response.statusCode).toBe(400);
    for (const message of [
      contactMessages.emailInvalid,
      contactMessages.phoneRequired,
      contactMessages.subjectRequired,
    ]) {
      expect(response.body).toContain(message);
    }
    expect(response.body).toContain('value="not-an-address"');
    expect(response.body).toContain("Keep this text &lt;b&gt;as typed&lt;/b&gt;</textarea>");
    expect(response.body).toMatch(/aria-invalid="true"/);
    expect(await countRows(database, "contact_enquiries")).toBe(0);
  });

  it("counts the minimum fill time from the stamp of the page it was served on", async () => {
    await start();
    const page = await app!.inject({ url: "/contact" });
    const quick = await post("/contact", { ...enquiry, formStamp: stampIn(page.body)! });
    expect(quick.statusCode).toBe(400);
    expect(quick.body).toContain(formMessages.tooFast.replace(/'/g, "&#x27;"));
    expect(quick.body).toContain('value="mary@example.com"');
    expect(stampIn(quick.body)).toMatch(/^\d{10}\./); // a fresh stamp to send again with
    const forged = await post("/contact", {
      ...enquiry,
      formStamp: "1700000000.AAAAAAAAAAAAAAAAAAAAAA",
    });
    expect(forged.statusCode).toBe(400);
    expect(await countRows(database, "contact_enquiries")).toBe(0);
  });

  it("stores a post sent twice (a reload of the answer) once", async () => {
    await start();
    const fields = { ...enquiry, formStamp: stampServed(5000) };
    expect((await post("/contact", fields)).statusCode).toBe(200);
    expect((await post("/contact", fields)).statusCode).toBe(200);
    expect(await countRows(database, "contact_enquiries")).toBe(1);
  });

  it("answers a filled honeypot as sent and stores nothing", async () => {
    await start();
    const response = await post("/contact", { ...enquiry, website: "https://spam.example" });
    expect(response.body).toContain(formReplies.contact);
    expect(await countRows(database, "contact_enquiries")).toBe(0);
  });

  it("takes the home 'Talk to us' form at the home page (an index route) with subject General", async () => {
    await start();
    for (const path of ["/", "/home-two"]) {
      const response = await post(path, {
        ...enquiry,
        subject: "General",
        email: `talk${path.length}@example.com`,
        formStamp: stampServed(5000),
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(formReplies.contact);
    }
    const stored = await listEnquiries(database);
    expect(stored.map((e) => e.subject)).toEqual(["General", "General"]);
  });

  it("takes the newsletter on any page and the comment on the blog article", async () => {
    await start();
    const subscribed = await post("/home-two/about", {
      form: "newsletter",
      email: "Reader@Example.com",
      formStamp: stampServed(5000),
    });
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.body).toContain(formReplies.newsletter);
    const commented = await post("/blog-details", {
      form: "comment",
      name: "Priya Natarajan",
      email: "priya@example.com",
      message: "How do you measure TBT in CI?",
      postSlug: "performance-budgets",
      formStamp: stampServed(5000),
    });
    expect(commented.statusCode).toBe(200);
    expect(commented.body).toContain(formReplies.comment);
    expect(await countRows(database, "newsletter_subscriptions")).toBe(1);
    const [comment] = await database.db.selectFrom("blog_comments").selectAll().execute();
    expect(comment).toMatchObject({ name: "Priya Natarajan", status: "pending" });
  });

  it("keeps an enquiry without a captcha token, marked unverified, when captcha is on", async () => {
    await start({
      RECAPTCHA_SITE_KEY: "site-key",
      RECAPTCHA_SECRET_KEY: "secret-key",
      RECAPTCHA_VERIFY_URL: "http://127.0.0.1:9/never-called",
    });
    const response = await post("/contact", { ...enquiry, formStamp: stampServed(5000) });
    expect(response.statusCode).toBe(200);
    const [stored] = await listEnquiries(database);
    expect(stored?.captcha).toBe("unverified");
  });

  it("rate limits page posts per address like the API", async () => {
    await start({ FORM_RATE_LIMIT_MAX: "2" });
    const fields = (n: number) => ({
      ...enquiry,
      email: `n${n}@example.com`,
      formStamp: stampServed(5000),
    });
    expect((await post("/contact", fields(1))).statusCode).toBe(200);
    expect((await post("/contact", fields(2))).statusCode).toBe(200);
    const refused = await post("/contact", fields(3));
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain("You have sent this form too often");
    expect(await countRows(database, "contact_enquiries")).toBe(2);
  });

  it("refuses a body over 64 kB and a body that is not a form, storing nothing", async () => {
    await start();
    const huge = await post("/contact", { ...enquiry, message: "x".repeat(70_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.body).toContain(formActionCopy.tooLarge);
    const json = await app!.inject({
      method: "POST",
      url: "/contact",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(enquiry),
    });
    expect(json.statusCode).toBe(415);
    expect(await countRows(database, "contact_enquiries")).toBe(0);
  });

  it("answers PUT, PATCH, DELETE and the rest with 405 and Allow, storing nothing", async () => {
    await start();
    for (const [method, path] of [
      ["DELETE", "/contact"],
      ["PUT", "/contact"],
      ["PATCH", "/"],
      ["DELETE", "/contact.data"],
      ["OPTIONS", "/about"],
      ["TRACE", "/blog?page=2"],
    ] as const) {
      const response = await app!.inject({
        method,
        url: path,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ ...enquiry, formStamp: stampServed(5000) }).toString(),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(405);
      expect(response.headers.allow, `${method} ${path}`).toBe("GET, HEAD, POST");
      expect(response.body).not.toContain(formReplies.contact);
    }
    expect(await countRows(database, "contact_enquiries")).toBe(0);
    expect(await countRows(database, "mail_outbox")).toBe(0);
    // The same enquiry as a POST is taken: only the method was refused.
    const sent = await post("/contact", { ...enquiry, formStamp: stampServed(5000) });
    expect(sent.body).toContain(formReplies.contact);
    expect(await countRows(database, "contact_enquiries")).toBe(1);
  });

  it("says a page without a form takes GET and HEAD alone", async () => {
    await start();
    // OPTIONS: the console refuses any other method from outside before it is routed.
    const response = await app!.inject({ method: "OPTIONS", url: "/admin/login/code" });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD, POST");
    const audit = await app!.inject({ method: "OPTIONS", url: "/admin/audit" });
    expect(audit.statusCode).toBe(405);
    expect(audit.headers.allow).toBe("GET, HEAD");
  });

  it("accepts the largest valid message in three-byte characters", async () => {
    await start();
    const response = await post("/contact", {
      ...enquiry,
      message: "語".repeat(4000),
      formStamp: stampServed(5000),
    });
    expect(response.statusCode).toBe(200);
    expect(await countRows(database, "contact_enquiries")).toBe(1);
  });
});

describe("where a lead came from, without JavaScript", () => {
  it("writes each visitor's landing page, referring host and campaign into the enquiry form, kept and pre-rendered pages included", async () => {
    await start();
    // Kept (the render cache) and pre-rendered: the same page for everyone, its source per request.
    for (const path of ["/contact", "/services", "/"]) {
      const plain = await app!.inject({ url: path });
      expect(plain.body).not.toContain(VISIT_SOURCE_PLACEHOLDER);
      expect(visitIn(plain.body), path).toBe(`landing=${encodeURIComponent(path)}`);
      const campaign = await app!.inject({
        url: `${path}?utm_source=Newsletter&utm_medium=email&utm_campaign=autumn%20sale`,
        headers: { referer: "https://www.Google.com/search?q=agency+with+a+secret" },
      });
      expect(campaign.statusCode).toBe(200);
      // A campaign's address shares the page's kept copy rather than being rendered for itself.
      expect(campaign.headers["x-render-cache"]).toBe("hit");
      expect(Object.fromEntries(new URLSearchParams(visitIn(campaign.body)))).toEqual({
        landing: path,
        referrer: "www.google.com",
        utm_source: "Newsletter",
        utm_medium: "email",
        utm_campaign: "autumn sale",
      });
      // The referring page's query (a search's words) is never written down.
      expect(campaign.body).not.toContain("secret");
    }
  });

  it("leaves out its own site as a referrer and escapes what a visitor typed into the address", async () => {
    await start();
    const inside = await app!.inject({
      url: "/contact",
      headers: { host: "genesis.example", referer: "https://genesis.example/services" },
    });
    expect(visitIn(inside.body)).toBe("landing=%2Fcontact");
    const hostile = await app!.inject({
      url: `/contact?utm_source=${encodeURIComponent('"><script>alert(1)</script>')}`,
    });
    expect(hostile.body).not.toContain("<script>alert(1)");
    expect(new URLSearchParams(visitIn(hostile.body)).get("utm_source")).toBe(
      '"><script>alert(1)</script>',
    );
  });

  it("stores where the visit began with the enquiry, and keeps it through a refused post", async () => {
    await start();
    const sourceVisit =
      "landing=%2Fservices%2Fweb-development&referrer=www.bing.com&utm_source=linkedin&utm_campaign=q4";
    const refused = await post("/contact", { ...enquiry, phone: "", sourceVisit });
    expect(refused.statusCode).toBe(400);
    expect(visitIn(refused.body)).toBe(sourceVisit);
    const sent = await post("/contact", { ...enquiry, sourceVisit, formStamp: stampServed(5000) });
    expect(sent.statusCode).toBe(200);
    const row = await database.db
      .selectFrom("contact_enquiries")
      .select(["landing_page", "referrer_host", "utm_source", "utm_medium", "utm_campaign"])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      landing_page: "/services/web-development",
      referrer_host: "www.bing.com",
      utm_source: "linkedin",
      utm_medium: null,
      utm_campaign: "q4",
    });
  });

  it("drops what is not plausible in the source, and never refuses an enquiry for it", async () => {
    await start();
    const sourceVisit = new URLSearchParams({
      landing: "javascript:alert(1)",
      referrer: "<b>evil</b>",
      utm_source: `  ${"x".repeat(300)}\u202e `,
      utm_term: "\u0000",
    }).toString();
    const sent = await post("/contact", { ...enquiry, sourceVisit, formStamp: stampServed(5000) });
    expect(sent.statusCode).toBe(200);
    const row = await database.db
      .selectFrom("contact_enquiries")
      .select(["landing_page", "referrer_host", "utm_source", "utm_term"])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      landing_page: null,
      referrer_host: null,
      utm_source: "x".repeat(100),
      utm_term: null,
    });
  });
});
