import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { collectionCopy } from "../../../app/admin/collections/collection-copy.ts";
import { blankFields } from "../../../app/admin/collections/collection.ts";
import { services as serviceKind, serviceWords } from "../../../app/admin/services/services.ts";
import { copyForService } from "../../../app/content/service-copy.ts";
import { services } from "../../../app/content/services.ts";
import { loadItem } from "../collections/collection-store.ts";
import { siteMenusOf } from "../../content/site-menus.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { serviceRecordsSeed } from "../../db/seed-services.ts";
import { visibleServices } from "../../db/services.ts";
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
import { parseHtml, textOf } from "../../../tests/support/html-page.ts";
import { menuColumns, rootLoaderData } from "../../../tests/support/root-data.ts";

// The services in the console: today's ten (ids 1–10) in
// a table, edited by owners and editors, each save dropping the kept public
// pages that show them.

const fieldOf = (name: string) => serviceKind.fields.find((field) => field.name === name)!;
const errors = {
  titleRequired: fieldOf("title").required!,
  slugTaken: serviceWords.slugTaken,
  link: fieldOf("actionLink").invalid!,
  pairs: fieldOf("benefits").rowInvalid!,
  menuGroup: fieldOf("menuGroup").invalid!,
  position: collectionCopy.errors.position,
  menuEntries: fieldOf("menuMore").rowInvalid!,
  inFooter: fieldOf("inFooter").invalid!,
};
const emptyServiceFields = blankFields(serviceKind, 0);
const loadService = (db: DatabaseHandle["db"], id: number) => loadItem(db, serviceKind, id);

describeEachDialect("the console's services", (create) => {
  let close: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let editor: string;
  const mediaDir = mkdtempSync(join(tmpdir(), "genesis-services-media-"));

  beforeAll(async () => {
    ({ database, app, close } = await openTestConsole(create, { env: { MEDIA_DIR: mediaDir } }));
    editor = await signIn(app, EDITOR);
  });
  afterAll(async () => {
    await close?.();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  /** Saves a service from its editor as the browser posts it, with some fields changed. */
  async function save(id: number, changes: Record<string, string>, version?: number) {
    const item = (await loadService(database.db, id))!;
    return postForm(
      app,
      `/admin/services/${id}`,
      { ...item.fields, ...changes, version: String(version ?? item.version) },
      { cookie: editor },
    );
  }

  const visit = async (url: string) => {
    const response = await get(app, url);
    expect(response.statusCode, url).toBe(200);
    return { html: response.body, kept: response.headers["x-render-cache"] === "hit" };
  };
  const keep = async (url: string) => {
    await visit(url);
    expect((await visit(url)).kept, url).toBe(true);
  };

  /** Pages of both copies that show the header's menus and the footer. */
  const menuPages = ["/", "/home-two/about"];

  /**
   * What a page's menus list: the desktop Services panel and the phone menu
   * draw their entries from the root loader's data when opened, the footer's
   * Services links are in its HTML.
   */
  async function menusOn(url: string) {
    const { html, kept } = await visit(url);
    const { menus } = await rootLoaderData(html);
    const { document } = parseHtml(html);
    const footer = document.querySelector('footer nav[aria-label="Services"]');
    return {
      kept,
      columns: menuColumns(menus),
      entries: menus.services.flatMap((group) => group.entries),
      footer: [...(footer?.querySelectorAll("a") ?? [])].map((a) => [
        textOf(a),
        a.getAttribute("href"),
      ]),
    };
  }

  it("holds today's ten services, ids 1–10, in today's order, with their copy", async () => {
    const rows = await visibleServices(database.db);
    expect(rows.map((s) => [s.id, s.title, s.description, s.icon, s.bannerImage])).toEqual(
      services.map((s) => [s.id, s.title, s.description, s.icon, s.bannerImage]),
    );
    for (const service of services) {
      const copy = copyForService(service);
      const row = rows.find((s) => s.id === service.id)!;
      expect(row.overview).toBe(copy.overview);
      expect(row.why).toBe(copy.why);
      expect(row.benefits).toEqual(copy.benefits);
      expect(row.keyFeatures).toEqual(copy.keyFeatures);
      expect(row.approach).toEqual(copy.approach);
    }
  });

  it("lists today's services in the menus and the footer of a fresh database", async () => {
    const today = siteMenusOf(serviceRecordsSeed);
    for (const url of menuPages) {
      const { html } = await visit(url);
      expect((await rootLoaderData(html)).menus, url).toEqual(today);
      const on = await menusOn(url);
      expect(
        on.columns.map(([column]) => column),
        url,
      ).toEqual(["Development", "Design & Branding", "Digital Marketing"]);
      expect(on.entries, url).toHaveLength(15);
      expect(on.footer, url).toEqual([
        ["Custom Website", "/service/1"],
        ["Mobile App", "/service/2"],
        ["UI/UX Design", "/service/4"],
        ["Digital Marketing", "/service/5"],
        ["AI Integration", "/service/10"],
      ]);
    }
  });

  it("sends a signed-out visitor to the sign-in page, pages and saves alike", async () => {
    for (const path of ["/admin/services", "/admin/services/1", "/admin/services/new"]) {
      const page = await get(app, path);
      expect(page.statusCode, path).toBe(303);
      expect(page.headers.location, path).toBe("/admin/login");
    }
    const before = (await loadService(database.db, 1))!;
    const post = await postForm(app, "/admin/services/1", {
      ...before.fields,
      title: "Signed out",
      version: String(before.version),
    });
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toBe("/admin/login");
    expect(await loadService(database.db, 1)).toEqual(before);
  });

  it("lists the services by title with 'New service', and an editor with its labels", async () => {
    const owner = await signIn(app, OWNER, "10.0.0.9");
    const list = await get(app, "/admin/services", owner);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain("New service");
    expect(list.body).toContain('href="/admin/services/new"');
    for (const service of services) {
      expect(list.body).toContain(`href="/admin/services/${service.id}"`);
      expect(list.body).toContain(`>${service.title}<`);
    }
    const editorPage = await get(app, "/admin/services/3", editor);
    expect(editorPage.statusCode).toBe(200);
    const labels = [
      ...editorPage.body.matchAll(/<label for="service-[^"]+"[^>]*>([^<]+)<\/label>/g),
    ].map(([, l]) => l);
    for (const label of [
      "Title",
      "Slug",
      "Summary",
      "Description",
      "Icon",
      "Banner image",
      "Menu title",
      "Menu group",
      "Menu description",
      "Menu order",
      "In the footer",
    ]) {
      expect(labels, label).toContain(label);
    }
    expect(editorPage.body).toMatch(/<button type="submit"[^>]*>Save<\/button>/);
    expect((await get(app, "/admin/services/new", editor)).statusCode).toBe(200);
    expect((await get(app, "/admin", editor)).body).toContain('href="/admin/services"');
    expect((await get(app, "/admin/services/999999", editor)).statusCode).toBe(404);
  });

  it("refuses an empty title, a bad or taken slug, a link not http(s)/mailto/tel/path: 422, typed values kept, nothing saved", async () => {
    const before = (await loadService(database.db, 2))!;
    const typed = "A summary typed before the mistake";
    const noTitle = await save(2, { title: "  ", summary: typed });
    expect(noTitle.statusCode).toBe(422);
    expect(noTitle.body).toContain(errors.titleRequired);
    expect(noTitle.body).toContain('id="service-title-error"');
    expect(noTitle.body).toContain(typed);
    for (const slug of ["Mobile-App", "mobile app", "mobile_app", "-app", ""]) {
      const refused = await save(2, { slug });
      expect(refused.statusCode, slug).toBe(422);
      expect(refused.body, slug).toContain('id="service-slug-error"');
    }
    // Another service's slug, and a slug of the menu that names another service.
    for (const slug of ["custom-website", "seo"]) {
      const refused = await save(2, { slug, summary: typed });
      expect(refused.statusCode, slug).toBe(422);
      expect(refused.body, slug).toContain(errors.slugTaken);
      expect(refused.body, slug).toContain('id="service-slug-error"');
      expect(refused.body, slug).toContain(typed);
    }
    for (const actionLink of [
      "javascript:alert(1)",
      "ftp://example.com",
      "//evil.example",
      "contact",
    ]) {
      const refused = await save(2, { actionLink });
      expect(refused.statusCode, actionLink).toBe(422);
      expect(refused.body, actionLink).toContain(errors.link);
    }
    const badLines = await save(2, { benefits: "A title without its text" });
    expect(badLines.statusCode).toBe(422);
    expect(badLines.body).toContain(errors.pairs(1));
    // The menu's fields: a column of the list, a whole number, "Column | name | line" lines.
    const badMenu = [
      [{ menuGroup: "sales" }, "menuGroup", errors.menuGroup],
      [{ menuOrder: "first" }, "menuOrder", errors.position],
      [
        { menuMore: "Design & Branding | Mobile App Design\nMarketing | Apps" },
        "menuMore",
        errors.menuEntries(2),
      ],
      [{ inFooter: "yes" }, "inFooter", errors.inFooter],
    ] as const;
    for (const [changes, name, message] of badMenu) {
      const refused = await save(2, { ...changes, summary: typed });
      expect(refused.statusCode, name).toBe(422);
      expect(refused.body, name).toContain(`id="service-${name}-error"`);
      expect(refused.body, name).toContain(message.replaceAll("&", "&amp;"));
      expect(refused.body, name).toContain(typed);
    }
    expect(await loadService(database.db, 2)).toEqual(before);
    for (const actionLink of [
      "/contact",
      "https://example.com/book",
      "mailto:a@example.com",
      "tel:+15550100",
    ]) {
      const saved = await save(2, { actionLink });
      expect(saved.statusCode, actionLink).toBe(303);
    }
    await save(2, { actionLink: "/contact" });
  });

  /** The editor's form with a file chosen (multipart), as the browser sends it. */
  async function saveWithUpload(id: number, file: { name: string; type: string; data: Buffer }) {
    const item = (await loadService(database.db, id))!;
    const form = new FormData();
    for (const [name, value] of Object.entries(item.fields)) form.append(name, value ?? "");
    form.append("version", String(item.version));
    form.append(
      "bannerUpload",
      new Blob([new Uint8Array(file.data)], { type: file.type }),
      file.name,
    );
    const encoded = new Response(form);
    return app.inject({
      method: "POST",
      url: `/admin/services/${id}`,
      headers: {
        cookie: editor,
        origin: SITE,
        host: new URL(SITE).host,
        "content-type": encoded.headers.get("content-type")!,
      },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  }

  it("refuses a banner that is not an image whatever its name", async () => {
    const before = (await loadService(database.db, 4))!;
    const refused = await saveWithUpload(4, {
      name: "banner.png",
      type: "image/png",
      data: Buffer.from("#!/bin/sh\necho this is not a picture\n"),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain("That file is not an image we can read.");
    expect(refused.body).toContain('id="service-bannerUpload-error"');
    expect(await loadService(database.db, 4)).toEqual(before);
  });

  it("shows a saved service on its pages, the listing and the home sliders at once, though kept, and audits it", async () => {
    const pages = [
      "/service/1",
      "/services/custom-website",
      "/services",
      "/",
      "/home-two",
      "/home-two/service/1",
    ];
    for (const url of pages) await keep(url);
    const saved = await save(1, {
      title: "Websites that sell",
      description: "An overview the agency rewrote.",
      features: "One feature\nAnother feature",
      seoTitle: "Custom websites for growing firms",
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe("/admin/services/1?saved");
    for (const url of pages) {
      const { html, kept } = await visit(url);
      expect(kept, url).toBe(false);
      // The card's or the page's own heading.
      expect(html, url).toMatch(/>Websites that sell<\/(a|h1)>/);
    }
    const page = (await visit("/service/1")).html;
    expect(page).toContain("An overview the agency rewrote.");
    expect(page).toContain("Another feature");
    expect(page).toContain("<title>Custom websites for growing firms");
    const audit = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "service-saved")
      .execute();
    expect(audit.at(-1)).toMatchObject({ actor_email: EDITOR.email, target: "service:1" });
    expect((await get(app, "/admin/audit", editor)).body).toContain("Saved a service");
  });

  it("drops a hidden service from the mega menu, the mobile menu and the footer, though kept", async () => {
    for (const url of menuPages) await keep(url);
    expect((await save(10, { visible: "hidden" })).statusCode).toBe(303);
    for (const url of menuPages) {
      const on = await menusOn(url);
      expect(on.kept, url).toBe(false);
      expect(
        on.entries.filter((entry) => entry.serviceId === 10),
        url,
      ).toEqual([]);
      expect(on.columns[0], url).toEqual([
        "Development",
        [
          ["Websites that sell", 1],
          ["Mobile App", 2],
          ["Cross Platform Development", 3],
          ["E-Commerce", 6],
        ],
      ]);
      expect(
        on.footer.map(([, href]) => href),
        url,
      ).not.toContain("/service/10");
      expect(
        on.footer.map(([title]) => title),
        url,
      ).not.toContain("AI Integration");
    }
    expect((await save(10, { visible: "shown" })).statusCode).toBe(303);
    for (const url of menuPages) {
      const on = await menusOn(url);
      expect(on.columns[0]![1].at(-1), url).toEqual(["AI Integration", 10]);
      expect(on.footer.at(-1), url).toEqual(["AI Integration", "/service/10"]);
    }
  });

  it("shows a renamed service's new name in the menus and the footer, and a menu title where it has one", async () => {
    for (const url of menuPages) await keep(url);
    expect((await save(10, { title: "AI Solutions" })).statusCode).toBe(303);
    expect((await save(4, { menuTitle: "Product Design" })).statusCode).toBe(303);
    for (const url of menuPages) {
      const on = await menusOn(url);
      expect(on.kept, url).toBe(false);
      expect(on.columns[0]![1].at(-1), url).toEqual(["AI Solutions", 10]);
      expect(on.columns[1]![1][0], url).toEqual(["Product Design", 4]);
      expect(on.footer, url).toContainEqual(["AI Solutions", "/service/10"]);
      expect(on.footer, url).toContainEqual(["Product Design", "/service/4"]);
      expect(
        on.footer.map(([title]) => title),
        url,
      ).not.toContain("AI Integration");
    }
    // The agency's order: service 10 first, in its column and in the footer.
    expect((await save(10, { position: "1" })).statusCode).toBe(303);
    const first = await menusOn("/");
    expect(first.columns[0]![1][0]).toEqual(["AI Solutions", 10]);
    expect(first.footer[0]).toEqual(["AI Solutions", "/service/10"]);
    expect((await save(10, { title: "AI Integration", position: "100" })).statusCode).toBe(303);
    expect((await save(4, { menuTitle: "UI/UX Design" })).statusCode).toBe(303);
  });

  it("follows a rename in the menus when the menu title is still the one the site came with, and keeps one the agency wrote", async () => {
    for (const url of menuPages) await keep(url);
    expect((await loadService(database.db, 3))!.fields.menuTitle).toBe(
      "Cross Platform Development",
    );
    expect((await save(3, { title: "Apps for Every Device" })).statusCode).toBe(303);
    // Empty from now on: the title, whatever it becomes.
    expect((await loadService(database.db, 3))!.fields.menuTitle).toBe("");
    expect((await save(7, { menuTitle: "Portfolios" })).statusCode).toBe(303);
    expect((await save(7, { title: "Portfolio Sites" })).statusCode).toBe(303);
    for (const url of menuPages) {
      const on = await menusOn(url);
      expect(on.kept, url).toBe(false);
      expect(on.columns[0]![1], url).toContainEqual(["Apps for Every Device", 3]);
      expect(
        on.entries.map((entry) => entry.title),
        url,
      ).not.toContain("Cross Platform Development");
      expect(on.columns[1]![1], url).toContainEqual(["Portfolios", 7]);
    }
    // The phone menu and the footer draw on the same entries; service 3 joins the footer here.
    expect((await save(3, { inFooter: "listed" })).statusCode).toBe(303);
    expect((await menusOn("/")).footer).toContainEqual(["Apps for Every Device", "/service/3"]);
    expect(
      (
        await save(3, {
          title: "Cross platform Development",
          menuTitle: "Cross Platform Development",
          inFooter: "not-listed",
        })
      ).statusCode,
    ).toBe(303);
    expect(
      (await save(7, { title: "Business Portfolio design", menuTitle: "Business Portfolio" }))
        .statusCode,
    ).toBe(303);
  });

  it("adds a new service with the next id, at both addresses; a hidden one answers 404", async () => {
    await keep("/services");
    for (const url of menuPages) await keep(url);
    const created = await postForm(
      app,
      "/admin/services/new",
      {
        ...emptyServiceFields,
        version: "0",
        title: "Data Engineering",
        slug: "data-engineering",
        summary: "Pipelines and warehouses your analysts trust.",
        icon: "Layers",
        bannerImage: "/images/services/service-3.svg",
        description: "We build the plumbing.",
        why: "",
        benefits: "Reliable | Tested pipelines.",
        featuresIntro: "",
        features: "",
        approachIntro: "",
        approachSteps: "",
        actionLink: "/contact",
        seoTitle: "",
        seoDescription: "",
        position: "",
        visible: "shown",
      },
      { cookie: editor },
    );
    expect(created.statusCode).toBe(303);
    expect(created.headers.location).toBe("/admin/services/11?saved");
    expect((await visit("/services")).html).toContain("Data Engineering");
    expect((await visit("/service/11")).html).toContain(
      "Pipelines and warehouses your analysts trust.",
    );
    expect((await visit("/services/data-engineering")).html).toContain("Data Engineering");
    expect((await visit("/services/data-engineering")).html).toContain(
      'rel="canonical" href="http://localhost:3000/service/11"',
    );
    // Listed at once, last, in the first column of the Services menu and in the footer.
    for (const url of menuPages) {
      const on = await menusOn(url);
      expect(on.kept, url).toBe(false);
      expect(on.columns[0]![1].at(-1), url).toEqual(["Data Engineering", 11]);
      expect(on.footer.at(-1), url).toEqual(["Data Engineering", "/service/11"]);
    }

    await keep("/service/5");
    await keep("/services");
    expect((await save(5, { visible: "hidden" })).statusCode).toBe(303);
    for (const url of ["/service/5", "/services/seo", "/services/smo", "/home-two/service/5"]) {
      const answer = await get(app, url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).toContain("Service Not Found");
    }
    const listing = (await visit("/services")).html;
    expect(listing).not.toContain(services[4]!.description);
    expect((await get(app, "/admin/services", editor)).body).toContain(">Hidden<");
    expect((await get(app, "/service/12")).statusCode).toBe(404);
    const sitemap = (await get(app, "/sitemap.xml")).body;
    expect(sitemap).toContain("/service/11</loc>");
    expect(sitemap).not.toContain("/service/5</loc>");
    expect((await save(5, { visible: "shown" })).statusCode).toBe(303);
    expect((await get(app, "/services/smo")).statusCode).toBe(200);
  });

  it("refuses a save at a stale version: 409, nothing overwritten", async () => {
    const opened = (await loadService(database.db, 6))!;
    expect((await save(6, { summary: "First save" }, opened.version)).statusCode).toBe(303);
    const second = await save(6, { summary: "Second save" }, opened.version);
    expect(second.statusCode).toBe(409);
    expect(second.body).toContain("Someone else saved this service after you opened it.");
    expect(second.body).toContain("Second save");
    const now = (await loadService(database.db, 6))!;
    expect(now.fields.summary).toBe("First save");
    expect(now.version).toBe(opened.version + 1);
  });
});
