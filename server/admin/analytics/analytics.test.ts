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
