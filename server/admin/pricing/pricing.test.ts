import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { plans } from "../../../app/admin/pricing/plans.ts";
import { pricingSection } from "../../../app/content/home/pricing.ts";
import { loadItem } from "../collections/collection-store.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { visiblePlans } from "../../db/pricing.ts";
import { pricingSeed } from "../../db/seed-pricing.ts";
import {
  EDITOR,
  OWNER,
  get,
  openTestConsole,
  postForm,
  signIn,
} from "../../../tests/support/console.ts";
import { describeEachDialect } from "../../../tests/support/each-dialect.ts";

// The pricing plans in the console: seeded with today's
// plans, edited by owners and editors, each save dropping the kept home page.

const message = (name: string) => {
  const field = plans.fields.find((f) => f.name === name)!;
  return (field.required ?? field.invalid ?? "").replaceAll("'", "&#x27;");
};
const loadPlan = (db: DatabaseHandle["db"], id: number) => loadItem(db, plans, id);

describeEachDialect("the console's pricing plans", (create) => {
  let close: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let editor: string;

  beforeAll(async () => {
    ({ database, app, close } = await openTestConsole(create));
    editor = await signIn(app, EDITOR);
  });
  afterAll(async () => {
    await close?.();
  });

  const idOf = async (title: string) =>
    (
      await database.db
        .selectFrom("pricing_plans")
        .select("id")
        .where("title", "=", title)
        .orderBy("id")
        .executeTakeFirstOrThrow()
    ).id;

  /** Saves a plan from its editor as the browser posts it, with some fields changed. */
  async function save(
    id: number,
    changes: Record<string, string>,
    options: { version?: number; cookie?: string } = {},
  ) {
    const item = (await loadPlan(database.db, id))!;
    return postForm(
      app,
      `/admin/pricing/${id}`,
      { ...item.fields, ...changes, version: String(options.version ?? item.version) },
      { cookie: options.cookie ?? editor },
    );
  }

  /** A page as a visitor gets it, and whether it came from the render cache. */
  const visit = async (url: string) => {
    const response = await get(app, url);
    expect(response.statusCode, url).toBe(200);
    return { html: response.body, kept: response.headers["x-render-cache"] === "hit" };
  };
  /** Visits a page until it is kept: the next visit is served from the render cache. */
  const keep = async (url: string) => {
    await visit(url);
    expect((await visit(url)).kept, url).toBe(true);
  };

  it("seeds today's three plans, in today's order, as the home page showed them", async () => {
    expect(await visiblePlans(database.db)).toEqual(
      pricingSeed.map((plan) => ({ ...plan, id: expect.any(Number) })),
    );
    expect(pricingSeed.map((p) => [p.key, p.title, p.price, p.icon, p.popular])).toEqual(
      pricingSection.plans.map((p) => [p.id, p.title, String(p.price), p.icon, p.popular]),
    );
  });

  it("lists the plans by title, in order, with 'New plan', for owners and editors; the editor has its labels", async () => {
    const owner = await signIn(app, OWNER, "10.0.0.9");
    for (const cookie of [owner, editor]) {
      const list = await get(app, "/admin/pricing", cookie);
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain("New plan");
      expect(list.body).toContain('href="/admin/pricing/new"');
      const titles = [...list.body.matchAll(/href="\/admin\/pricing\/\d+"[^>]*>([^<]+)</g)].map(
        ([, title]) => title,
      );
      expect(titles).toEqual(["Web Support", "Site Assist", "Tech Support"]);
      expect(list.body).toContain("$39/month");
      expect((await get(app, "/admin/pricing/new", cookie)).statusCode).toBe(200);
    }
    const editorPage = (await get(app, `/admin/pricing/${await idOf("Site Assist")}`, editor)).body;
    const labels = [...editorPage.matchAll(/<label for="plan-[^"]+"[^>]*>([^<]+)<\/label>/g)]
      .map(([, l]) => l)
      .filter((label) => !/^Feature \d+$/.test(label!));
    // The features are rows under their legend, each labelled 'Feature 1', 'Feature 2'…
    expect(editorPage).toMatch(/<legend[^>]*>Features<\/legend>/);
    expect(editorPage).toMatch(/<label for="plan-features-0"[^>]*>Feature 1<\/label>/);
    expect(labels).toEqual([
      "Title",
      "Price",
      "Period",
      "Icon",
      "Button label",
      "Button link",
      "Most popular",
      "Order",
      "Visibility",
    ]);
    expect(editorPage).toContain(">Save</button>");
    expect(editorPage).toContain('value="/contact?plan=site-assist"');
    expect(editorPage).toMatch(/<input[^>]*id="plan-popular"[^>]*checked/);
    expect((await get(app, "/admin", editor)).body).toContain('href="/admin/pricing"');
    expect((await get(app, "/admin/pricing/999999", editor)).statusCode).toBe(404);
    expect((await get(app, "/admin/pricing/abc", editor)).statusCode).toBe(404);
  });

  it("refuses an empty title, a price that is not one, and a link that is not a path, http(s), mailto or tel: 422, typed values kept, nothing saved", async () => {
    const id = await idOf("Tech Support");
    const before = (await loadPlan(database.db, id))!;
    const typed = "A feature typed before the mistake";
    const noTitle = await save(id, { title: "  ", features: typed });
    expect(noTitle.statusCode).toBe(422);
    expect(noTitle.body).toContain(message("title"));
    expect(noTitle.body).toContain('id="plan-title-error"');
    expect(noTitle.body).toContain(typed);
    for (const price of ["", "free", "$29", "29.999", "-5", "1,000", "29.", "1e3", "0029"]) {
      const refused = await save(id, { price, features: typed });
      expect(refused.statusCode, price).toBe(422);
      expect(refused.body, price).toContain("Enter a price in dollars");
      expect(refused.body, price).toContain('id="plan-price-error"');
    }
    for (const buttonLink of [
      "",
      "javascript:alert(1)",
      "data:text/html,hi",
      "//evil.example/contact",
      "ftp://example.com",
      "contact",
      "https://",
      "/contact us",
    ]) {
      const refused = await save(id, { buttonLink });
      expect(refused.statusCode, buttonLink).toBe(422);
      expect(refused.body, buttonLink).toContain('id="plan-buttonLink-error"');
    }
    const badIcon = await save(id, { icon: "Skull" });
    expect(badIcon.statusCode).toBe(422);
    expect(badIcon.body).toContain(message("icon"));
    expect(await loadPlan(database.db, id)).toEqual(before);
    expect(
      await database.db
        .selectFrom("audit_log")
        .selectAll()
        .where("action", "=", "plan-saved")
        .execute(),
    ).toEqual([]);
  });

  it("takes prices with up to two decimals and links to this site, http(s), mailto and tel", async () => {
    const id = await idOf("Tech Support");
    for (const [price, buttonLink] of [
      ["0", "/contact?plan=tech-support"],
      ["19.5", "https://example.com/plans"],
      ["19.99", "mailto:sales@example.com"],
      ["119", "tel:+1-555-0100"],
      ["19", "/contact?plan=tech-support"],
    ] as const) {
      expect((await save(id, { price, buttonLink })).statusCode, `${price} ${buttonLink}`).toBe(
        303,
      );
    }
  });

  it("shows a saved plan on / at once, though the page was kept, and audits it", async () => {
    const id = await idOf("Site Assist");
    await keep("/");
    const saved = await save(id, {
      title: "Site Care Plus",
      price: "49.50",
      period: "/quarter",
      icon: "Rocket",
      features: "Weekly backups\n\n  Priority support  \nA named engineer",
      buttonLabel: "Choose Care",
      buttonLink: "/contact?plan=site-assist",
      popular: "",
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/admin/pricing/${id}?saved`);
    const { html, kept } = await visit("/");
    expect(kept).toBe(false);
    expect(html).toContain('<h3 id="plan-site-care-plus"');
    expect(html).toContain("$49.50");
    expect(html).toContain("/quarter");
    expect(html).toContain("Choose Care");
    expect(html).toContain(">Priority support<");
    expect(html).not.toContain("Site Assist");
    // Nothing is 'Most popular' any more.
    expect(html).not.toContain(`>${pricingSection.popular}<`);
    // 'Choose Care' still carries the plan into the contact form, under its new name.
    const contact = await visit("/contact?plan=site-assist");
    expect(contact.html).toContain("Hello, I would like the Site Care Plus plan ($49.50/quarter).");
    const audit = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "plan-saved")
      .where("target", "=", `plan:${id}`)
      .execute();
    expect(audit.at(-1)).toMatchObject({ actor_email: EDITOR.email, target: `plan:${id}` });
    expect((await get(app, "/admin/audit", editor)).body).toContain("Saved a pricing plan");
  });

  it("adds a new plan after the others, and a hidden one leaves the page", async () => {
    await keep("/");
    const created = await postForm(
      app,
      "/admin/pricing/new",
      {
        version: "0",
        title: "Enterprise",
        price: "299",
        period: "/month",
        icon: "Briefcase",
        features: "Everything in Site Care Plus\nA dedicated team",
        buttonLabel: "Talk to us",
        buttonLink: "mailto:sales@example.com",
        popular: "yes",
        position: "",
        visible: "shown",
      },
      { cookie: editor },
    );
    expect(created.statusCode).toBe(303);
    const id = Number(/\/admin\/pricing\/(\d+)\?saved$/.exec(created.headers.location!)?.[1]);
    expect((await visiblePlans(database.db)).at(-1)).toMatchObject({
      id,
      key: "enterprise",
      title: "Enterprise",
      features: ["Everything in Site Care Plus", "A dedicated team"],
      popular: true,
    });
    let page = await visit("/");
    expect(page.kept).toBe(false);
    expect(page.html).toContain('href="mailto:sales@example.com"');
    expect(page.html).toContain(pricingSection.popular);

    await keep("/");
    expect((await save(await idOf("Web Support"), { visible: "hidden" })).statusCode).toBe(303);
    page = await visit("/");
    expect(page.kept).toBe(false);
    expect(page.html).not.toContain("Web Support");
    const list = (await get(app, "/admin/pricing", editor)).body;
    expect(list).toContain("Web Support");
    expect(list).toContain(">Hidden<");
  });
});
