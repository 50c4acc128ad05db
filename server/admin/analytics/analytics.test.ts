import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { analyticsCopy as copy } from "../../../app/admin/analytics/analytics-words.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { storeEnquiry } from "../../db/enquiries.ts";
import type { AnalyticsViewTable } from "../../db/schema.ts";
import { EDITOR, get, openTestConsole, signIn } from "../../../tests/support/console.ts";
import { describeEachDialect } from "../../../tests/support/each-dialect.ts";
import { parseHtml } from "../../../tests/support/html-page.ts";

// The console's analytics (/admin/analytics, docs/analytics.md): owners and
// editors read a range of days against the days before it — visitors, page
// views, real enquiries, the conversion rate — and the top pages, referrers,
// 404s and bots, exactly as counted.

const DAY = 86_400_000;
const day = (ago: number) => new Date(Date.now() - ago * DAY).toISOString().slice(0, 10);
/** How many days ago the journeys happened, and the hostile values came (not the day before the journeys: their previous period). */
const JOURNEYS = 200;
const HOSTILE = 210;

describeEachDialect("the console's analytics", (create) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let editor: string;

  const view = (
    ago: number,
    visitor: string,
    path: string,
    extra: Partial<{
      kind: AnalyticsViewTable["kind"];
      referrer: string;
      utm: [string, string, string];
      device: AnalyticsViewTable["device"];
      at: string;
      enquiry: string;
    }> = {},
  ) => ({
    day: day(ago),
    at: `${day(ago)}T${extra.at ?? "10:00"}:00.000Z`,
    kind: extra.kind ?? ("page" as const),
    visitor,
    path,
    referrer: extra.referrer ?? null,
    utm_source: extra.utm?.[0] ?? null,
    utm_medium: extra.utm?.[1] ?? null,
    utm_campaign: extra.utm?.[2] ?? null,
    device: extra.device ?? ("desktop" as const),
    language: "en",
    enquiry_id: extra.enquiry ?? null,
  });

  beforeAll(async () => {
    ({ database, app, close } = await openTestConsole(create, { env: { ANALYTICS: "off" } }));
    editor = await signIn(app, EDITOR);
    await database.db
      .insertInto("analytics_views")
      .values([
        // This week: Ann twice today (one visitor a day), Bo today, Ann again yesterday.
        view(0, "v:ann-0", "/", { at: "09:00" }),
        view(0, "v:ann-0", "/services", { referrer: "news.example.org" }),
        view(0, "v:bo-0", "/services", {
          referrer: "news.example.org",
          utm: ["newsletter", "email", "spring"],
          device: "phone",
        }),
        view(1, "v:ann-1", "/about"),
        view(1, "v:cy-1", "/gone", { kind: "not-found" }),
        view(1, "v:bot-1", "/", { kind: "bot" }),
        view(2, "v:bot-2", "/", { kind: "bot" }),
        // The week before: one visitor.
        view(9, "v:dee-9", "/"),
        // Older than either week.
        view(40, "v:eve-40", "/contact"),
      ])
      .execute();
    const enquiry = { name: "Ann Lee", phone: "", subject: "Sales", message: "A website." };
    const options = { idempotency: null, captcha: "off" as const, notification: null };
    await storeEnquiry(database, { ...enquiry, email: "ann@example.com" }, options);
    await storeEnquiry(
      database,
      { ...enquiry, email: "spam@example.com" },
      {
        ...options,
        spam: { score: 99, reasons: [], spam: true, messageHash: "x" },
      },
    );
    await storeEnquiry(
      database,
      { ...enquiry, email: "old@example.com" },
      {
        ...options,
        now: new Date(Date.now() - 9 * DAY),
      },
    );
    // A day of journeys, long ago (outside every preset and the days before them): read
    // with 'From' and 'To'.
    const sentAt = (at: string) => new Date(`${day(JOURNEYS)}T${at}:00.000Z`);
    const sent = async (email: string, at: string, spam = false) =>
      (
        await storeEnquiry(
          database,
          { ...enquiry, email },
          {
            ...options,
            now: sentAt(at),
            spam: spam ? { score: 99, reasons: [], spam: true, messageHash: email } : null,
          },
        )
      ).id;
    const [e1, e2, e3, e4] = [
      await sent("j1@example.com", "09:15"),
      await sent("j2@example.com", "09:03", true),
      await sent("j3@example.com", "09:02"),
      await sent("j5@example.com", "09:30"),
    ];
    const search = { referrer: "search.example" };
    await database.db
      .insertInto("analytics_views")
      .values([
        // From search to a service, the contact page, an enquiry: the whole funnel.
        view(JOURNEYS, "v:j1", "/", { ...search, at: "09:00" }),
        view(JOURNEYS, "v:j1", "/services/web", { at: "09:05" }),
        view(JOURNEYS, "v:j1", "/contact", { at: "09:10" }),
        view(JOURNEYS, "v:j1", "/contact", { kind: "enquiry", at: "09:15", enquiry: e1 }),
        // From an advert to the contact page, then an enquiry filed as spam: not counted.
        view(JOURNEYS, "v:j2", "/services", { utm: ["ads", "cpc", "launch"], at: "09:00" }),
        view(JOURNEYS, "v:j2", "/contact", { at: "09:02" }),
        view(JOURNEYS, "v:j2", "/contact", { kind: "enquiry", at: "09:03", enquiry: e2 }),
        // Straight to the contact page, then a service: an enquiry, but not the funnel's order.
        view(JOURNEYS, "v:j3", "/contact", { at: "09:00" }),
        view(JOURNEYS, "v:j3", "/services", { at: "09:01" }),
        view(JOURNEYS, "v:j3", "/services", { kind: "enquiry", at: "09:02", enquiry: e3 }),
        // A service page in German, and no more.
        view(JOURNEYS, "v:j4", "/de/services/web", { ...search, at: "09:00" }),
        // An enquiry with no page counted that day (sent from elsewhere through the API).
        view(JOURNEYS, "v:j5", "/contact", { kind: "enquiry", at: "09:30", enquiry: e4 }),
        // Hostile values, days before: as stored (cut and printable), never markup or formulas.
        view(HOSTILE, "v:x1", '/<img src=x onerror="alert(1)">', {
          referrer: "evil.example",
          utm: ['=HYPERLINK("http://evil.example")', "<b>", "<script>alert(2)</script>"],
        }),
      ])
      .execute();
  });
  afterAll(async () => {
    await close?.();
  });

  const page = async (query = "") => {
    const response = await get(app, `/admin/analytics${query}`, editor);
    expect(response.statusCode).toBe(200);
    return parseHtml(response.body).document;
  };
  /** Each figure card's text: its name, value and the previous period's. */
  const figures = (document: Document) =>
    [...document.querySelectorAll("dl > div")].map((card) =>
      [...card.children].map((part) => part.textContent?.trim()),
    );
  const table = (document: Document, id: string) =>
    [...document.querySelectorAll(`section[aria-labelledby=${id}] tbody tr`)].map((row) =>
      [...row.children].map((cell) => cell.textContent?.trim()),
    );

  it("shows the last 7 days' figures against the 7 before, spam left out of the enquiries", async () => {
    const document = await page("?range=7");
    expect(document.querySelector("h1")?.textContent).toBe(copy.title);
    expect(document.querySelector('main a[aria-current="page"]')?.textContent).toBe("Last 7 days");
    expect(figures(document)).toEqual([
      ["Visitors", "3", "Previous period: 1"],
      ["Page views", "4", "Previous period: 1"],
      ["Enquiries", "1", "Previous period: 1"],
      ["Conversion rate", "33.3%", "Previous period: 100%"],
    ]);
  });

  it("lists the top pages, the referrers, the 404s and the bots of the range", async () => {
    const document = await page("?range=7");
    expect(table(document, "analytics-pages")).toEqual([
      ["/services", "2", "2"],
      ["/", "1", "1"],
      ["/about", "1", "1"],
    ]);
    expect(table(document, "analytics-referrers")).toEqual([["news.example.org", "2", "2"]]);
    // Each visitor's day began once: Ann today on /, Bo on /services, Ann yesterday on /about.
    expect(table(document, "analytics-entry-pages")).toEqual([
      ["/", "1", "1"],
      ["/about", "1", "1"],
      ["/services", "1", "1"],
    ]);
    expect(table(document, "analytics-campaigns")).toEqual([
      ["newsletter / email / spring", "1", "1"],
    ]);
    expect(table(document, "analytics-devices")).toEqual([
      ["Desktop", "2", "3"],
      ["Phone", "1", "1"],
    ]);
    expect(table(document, "analytics-not-found")).toEqual([["/gone", "1", "1"]]);
    expect(table(document, "analytics-bots")).toEqual([["/", "2"]]);
  });

  it("reads 30 days unless told otherwise, and the 90 days hold the older view", async () => {
    expect(figures(await page())[0]).toEqual(["Visitors", "4", "Previous period: 1"]);
    expect(figures(await page("?range=nonsense"))[0]?.[1]).toBe("4");
    expect(figures(await page("?range=90"))[0]?.[1]).toBe("5");
  });

  it("shows the visitors and enquiries of each day, their numbers under 'Show the numbers'", async () => {
    const document = await page("?range=7");
    const chart = document.querySelector("section[aria-labelledby=analytics-days]")!;
    expect(chart.querySelector("h2")?.textContent).toBe("Visitors and enquiries a day");
    const pictures = [...chart.querySelectorAll('[role="img"]')];
    expect(pictures.map((picture) => picture.getAttribute("aria-label"))).toEqual([
      expect.stringMatching(/^Visitors: 3 in 7 days, the most on /),
      expect.stringMatching(/^Enquiries: 1 in 7 days, the most on /),
    ]);
    expect(chart.querySelector("details summary")?.textContent).toBe("Show the numbers");
    const rows = table(document, "analytics-days");
    expect(rows).toHaveLength(7);
    expect(rows[0]).toEqual([day(6), "0", "0", "0"]);
    expect(rows.at(-2)).toEqual([day(1), "1", "1", "0"]);
    expect(rows.at(-1)).toEqual([day(0), "2", "3", "1"]);
  });

  it("reads the days from 'From' to 'To', against as many days before them", async () => {
    const document = await page(`?from=${day(9)}&to=${day(8)}`);
    expect(document.querySelector('main a[aria-current="page"]')).toBeNull();
    expect(document.querySelector<HTMLInputElement>("#analytics-from")?.value).toBe(day(9));
    expect(document.querySelector<HTMLInputElement>("#analytics-to")?.value).toBe(day(8));
    expect(document.body.textContent).toContain(`${day(9)} to ${day(8)} (UTC)`);
    expect(figures(document)).toEqual([
      ["Visitors", "1", "Previous period: 0"],
      ["Page views", "1", "Previous period: 0"],
      ["Enquiries", "1", "Previous period: 0"],
      ["Conversion rate", "100%", "Previous period: —"],
    ]);
    expect(table(document, "analytics-days")).toEqual([
      [day(9), "1", "1", "1"],
      [day(8), "0", "0", "0"],
    ]);
  });

  it("keeps days it cannot read as typed, says why, and shows the last 30 days", async () => {
    for (const [query, message] of [
      ["from=2026-02-30&to=2026-03-02", "Enter both days as dates, for example 2026-11-01."],
      ["from=yesterday&to=", "Enter both days as dates, for example 2026-11-01."],
      [`from=${day(1)}&to=${day(3)}`, "'From' must be on or before 'To'."],
      [`from=${day(400)}&to=${day(0)}`, "Choose at most 366 days."],
    ] as const) {
      const document = await page(`?${query}`);
      const alert = document.querySelector('[role="alert"]');
      expect(alert?.textContent, query).toBe(`${message} Showing the last 30 days instead.`);
      const typed = new URLSearchParams(query);
      const from = document.querySelector<HTMLInputElement>("#analytics-from")!;
      expect(from.getAttribute("value") ?? "").toBe(typed.get("from"));
      expect(from.getAttribute("aria-invalid")).toBe("true");
      expect(document.querySelector('main a[aria-current="page"]')?.textContent).toBe(
        "Last 30 days",
      );
      expect(figures(document)[0]).toEqual(["Visitors", "4", "Previous period: 1"]);
    }
  });

  it("ties the enquiries to the source and the entry page their sender's day began with", async () => {
    const document = await page(`?from=${day(JOURNEYS)}&to=${day(JOURNEYS)}`);
    expect(figures(document).map((card) => card[1])).toEqual(["4", "8", "3", "75%"]);
    expect(table(document, "analytics-conversion-source")).toEqual([
      ["search.example", "2", "1 (50%)"],
      ["Direct or unknown", "1", "1 (100%)"],
      ["ads / cpc / launch", "1", "0 (0%)"],
    ]);
    expect(table(document, "analytics-conversion-entry")).toEqual([
      ["/", "1", "1 (100%)"],
      ["/contact", "1", "1 (100%)"],
      ["/de/services/web", "1", "0 (0%)"],
      ["/services", "1", "0 (0%)"],
    ]);
  });

  it("counts 'Service page → Contact → Enquiry' in that order, with the drop at each step", async () => {
    const document = await page(`?from=${day(JOURNEYS)}&to=${day(JOURNEYS)}`);
    const funnel = document.querySelector("section[aria-labelledby=analytics-funnel]")!;
    expect(funnel.querySelector("h2")?.textContent).toBe("Service page → Contact → Enquiry");
    expect(table(document, "analytics-funnel")).toEqual([
      ["Read a service page", "4", "—"],
      ["Then the contact page", "2", "50%"],
      ["Then sent an enquiry", "1", "50%"],
    ]);
  });

  it("downloads the range as CSV: figures, days, every table, the conversions and the funnel", async () => {
    const document = await page(`?from=${day(JOURNEYS)}&to=${day(JOURNEYS)}`);
    const link = [...document.querySelectorAll("a")].find((a) => a.textContent === "Download CSV");
    expect(link?.getAttribute("href")).toBe(
      `/admin/analytics/export?from=${day(JOURNEYS)}&to=${day(JOURNEYS)}`,
    );
    const response = await get(app, link!.getAttribute("href")!, editor);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="analytics-/);
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    const d = day(JOURNEYS);
    expect(lines.slice(0, 4)).toEqual([
      "Table,Name,Visitors,Views or requests,Enquiries,Conversion rate",
      `Figures,${d} to ${d} (UTC),4,8,3,0.7500`,
      "Figures,Previous period,0,0,0,",
      `Days,${d},4,8,3,0.7500`,
    ]);
    expect(lines).toContain("Top pages,/contact,3,3,,");
    expect(lines).toContain("Conversion by source,search.example,2,,1,0.5000");
    expect(lines).toContain("Conversion by source,Direct or unknown,1,,1,1.0000");
    expect(lines).toContain("Conversion by entry page,/de/services/web,1,,0,0.0000");
    expect(lines.slice(-3)).toEqual([
      "Service page → Contact → Enquiry,Read a service page,4,,,",
      "Service page → Contact → Enquiry,Then the contact page,2,,,",
      "Service page → Contact → Enquiry,Then sent an enquiry,1,,,",
    ]);
    expect((await get(app, "/admin/analytics/export?range=7")).statusCode).toBe(303);
  });

  it("shows hostile paths and campaigns as text and writes them into the CSV as no formula", async () => {
    const days = `?from=${day(HOSTILE)}&to=${day(HOSTILE)}`;
    const response = await get(app, `/admin/analytics${days}`, editor);
    expect(response.body).not.toContain("<script>alert(2)");
    expect(response.body).not.toContain("<img src=x");
    const document = parseHtml(response.body).document;
    expect(table(document, "analytics-pages")).toEqual([
      ['/<img src=x onerror="alert(1)">', "1", "1"],
    ]);
    expect(table(document, "analytics-campaigns")).toEqual([
      ['=HYPERLINK("http://evil.example") / <b> / <script>alert(2)</script>', "1", "1"],
    ]);
    const csv = (await get(app, `/admin/analytics/export${days}`, editor)).body;
    expect(csv).toContain(
      `Campaigns,"'=HYPERLINK(""http://evil.example"") / <b> / <script>alert(2)</script>",1,1,,`,
    );
  });

  it("puts the last 7 days' visitors and enquiries per visitor on the overview", async () => {
    const response = await get(app, "/admin", editor);
    const tiles = [...parseHtml(response.body).document.querySelectorAll("#console-main p")].map(
      (p) => p.textContent?.trim(),
    );
    expect(tiles).toContain("Visitors in the last 7 days");
    const at = tiles.indexOf("Visitors in the last 7 days");
    expect(tiles[at - 1]).toBe("3");
    expect(tiles[tiles.indexOf("Enquiries per visitor, last 7 days") - 1]).toBe("33.3%");
  });

  it("sends a signed-out visitor to sign in", async () => {
    const response = await get(app, "/admin/analytics");
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/admin\/login/);
  });
});
