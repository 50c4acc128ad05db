import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { auditCopy } from "../../../app/admin/audit/audit-words.ts";
import { consoleCopy } from "../../../app/content/admin/console.ts";
import { collectionCopy } from "../../../app/admin/collections/collection-copy.ts";
import { settingsWords } from "../../../app/admin/settings/settings-words.ts";
import { publishingCopy } from "../../../app/admin/publishing/publishing-words.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import {
  EDITOR,
  OWNER,
  SITE,
  formFields,
  get,
  openTestConsole,
  postForm,
  signIn,
} from "../../../tests/support/console.ts";
import { describeEachDialect } from "../../../tests/support/each-dialect.ts";
import { parseHtml } from "../../../tests/support/html-page.ts";

// The site's settings: owners change the name, contact details,
// address and links every public page shows; the save drops every kept page.

const errors = settingsWords.errors;
const common = collectionCopy.errors;

/** The form without its social links but the first: the others removed, as 'Remove' does. */
const firstLinkOnly = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => !/^socials\.[1-9]\./.test(name)));

/** The page's Organization (JSON-LD). */
function organization(html: string) {
  const { document } = parseHtml(html);
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    const data = JSON.parse(script.textContent!) as Record<string, unknown>;
    if (data["@type"] === "Organization") return data;
  }
  throw new Error("No Organization on the page");
}

const NEW = {
  siteName: "Northwind Studio",
  legalName: "Northwind Studio Ltd",
  phone: "+44 20 7946 0958",
  email: "studio@northwind.example",
  street: "12 Harbour Road",
  city: "Bristol",
  region: "Avon",
  postcode: "BS1 5TY",
  country: "United Kingdom",
  mapQuery: "12 Harbour Road, Bristol",
  "openingHours.0": "Tuesday to Saturday",
  "openingHours.1": "10:00 to 17:00",
  metaDescription: "A small studio by the harbour.",
};
const NEW_ADDRESS = "12 Harbour Road, Bristol, Avon BS1 5TY, United Kingdom";

describeEachDialect("site settings", (create) => {
  let close: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let owner: string;
  let editor: string;
  const mediaDir = mkdtempSync(join(tmpdir(), "genesis-settings-media-"));

  beforeAll(async () => {
    ({ database, app, close } = await openTestConsole(create, { env: { MEDIA_DIR: mediaDir } }));
    owner = await signIn(app, OWNER);
    editor = await signIn(app, EDITOR, "10.0.0.2");
  });
  afterAll(async () => {
    await close?.();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const stored = () =>
    database.db
      .selectFrom("site_documents")
      .select(["value", "version"])
      .where("key", "=", "settings")
      .executeTakeFirst();
  const openForm = async () => formFields((await get(app, "/admin/settings", owner)).body);
  const save = (fields: Record<string, string>) =>
    postForm(app, "/admin/settings", fields, { cookie: owner });
  const savedAudit = () =>
    database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "settings-saved")
      .orderBy("created_at")
      .execute();

  it("sends a signed-out visitor to the sign-in page, page and save alike", async () => {
    const page = await get(app, "/admin/settings");
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toMatch(/^\/admin\/login/);
    const post = await postForm(app, "/admin/settings", { siteName: "Nobody" });
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toMatch(/^\/admin\/login/);
    expect(await stored()).toBeUndefined();
  });

  it("answers an editor 403, page and save alike, and hides the menu's link", async () => {
    const page = await get(app, "/admin/settings", editor);
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain(consoleCopy.forbidden);
    expect((await get(app, "/admin/settings.data", editor)).statusCode).toBe(403);
    const post = await postForm(
      app,
      "/admin/settings",
      { ...(await openForm()), siteName: "Editor's" },
      { cookie: editor },
    );
    expect(post.statusCode).toBe(403);
    expect(await stored()).toBeUndefined();
    expect((await get(app, "/admin", editor)).body).not.toContain('href="/admin/settings"');
    expect((await get(app, "/admin", owner)).body).toContain('href="/admin/settings"');
  });

  it("shows an owner the settings in one form, grouped, never saved yet (version 0)", async () => {
    const page = await get(app, "/admin/settings", owner);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    const { screen } = parseHtml(page.body);
    for (const label of [
      "Site name",
      "Phone",
      "Email",
      "Street",
      "City",
      "Region",
      "Postcode",
      "Country",
      "Map query",
      "Meta description",
      "Network of link 1",
      "Address of link 1",
    ]) {
      expect(screen.getByLabelText(label), label).toBeTruthy();
    }
    for (const legend of [
      "Contact",
      "Address",
      "Opening hours",
      "Social links",
      "Search and sharing",
    ]) {
      expect(screen.getAllByRole("group", { name: legend }), legend).not.toHaveLength(0);
    }
    expect(screen.getByRole("textbox", { name: "Line 1" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save" })).toBeTruthy();
    const fields = formFields(page.body);
    expect(fields.version).toBe("0");
    expect(fields.siteName).toBe("Genesis");
    expect(fields["socials.0.url"]).toMatch(/^https:\/\//);
  });

  it("refuses empty required fields, each message at its field, keeping what was typed", async () => {
    const typed = {
      ...(await openForm()),
      siteName: "",
      phone: " ",
      email: "",
      street: "",
      city: "",
      country: "",
      metaDescription: "Typed, not saved.",
    };
    const answer = await save(typed);
    expect(answer.statusCode).toBe(422);
    const { document, screen } = parseHtml(answer.body);
    expect(screen.getByRole("alert").textContent).toBe(common.summary);
    for (const [name, message] of Object.entries(errors.required)) {
      const input = document.getElementById(`settings-${name}`)!;
      expect(input.getAttribute("aria-invalid"), name).toBe("true");
      const error = document.getElementById(`settings-${name}-error`)!;
      expect(error.textContent, name).toBe(message);
      expect(input.getAttribute("aria-describedby"), name).toContain(error.id);
    }
    expect(formFields(answer.body).metaDescription).toBe("Typed, not saved.");
    expect(await stored()).toBeUndefined();
    expect(await savedAudit()).toEqual([]);
  });

  it("refuses a bad e-mail and a social link that is not a web address", async () => {
    const answer = await save({
      ...(await openForm()),
      email: "studio@",
      "socials.1.url": "javascript:alert(1)",
      "socials.2.network": "instagram",
      "socials.2.url": "mailto:someone@example.com",
    });
    expect(answer.statusCode).toBe(422);
    const { document } = parseHtml(answer.body);
    expect(document.getElementById("settings-email-error")?.textContent).toBe(common.email);
    // The first link refused is named, with its message.
    expect(document.getElementById("settings-socials-error")?.textContent).toBe(
      `Link 2: ${errors.badSocialUrl}`,
    );
    expect(formFields(answer.body)["socials.1.url"]).toBe("javascript:alert(1)");
    expect(formFields(answer.body)["socials.2.network"]).toBe("instagram");
    expect(await stored()).toBeUndefined();
  });

  it("changes every public page at once: the kept pages are dropped by the save", async () => {
    const pages = ["/", "/contact", "/about", "/services"];
    // Rendered and kept before the save: a second visit is the cache's.
    for (const url of pages) await get(app, url);
    for (const url of pages) {
      expect((await get(app, url)).headers["x-render-cache"], url).toBe("hit");
    }

    const answer = await save({
      ...firstLinkOnly(await openForm()),
      ...NEW,
      "socials.0.network": "linkedin",
      "socials.0.url": "https://www.linkedin.com/company/northwind",
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe("/admin/settings?saved=1");
    const after = parseHtml((await get(app, "/admin/settings?saved=1", owner)).body);
    expect(after.screen.getByRole("status").textContent).toBe(settingsWords.saved);
    expect((await stored())?.version).toBe(1);

    for (const url of pages) {
      const page = await get(app, url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["x-render-cache"], url).toBe("miss");
      const { document } = parseHtml(page.body);
      // The header's and footer's name, the title's suffix.
      expect(document.querySelector("header")?.textContent, url).toContain(NEW.siteName);
      expect(document.title, url).toMatch(/ \| Northwind Studio$/);
      // The footer's address and links.
      const footer = document.querySelector("footer")!;
      expect(footer.querySelector("address")?.textContent, url).toContain(NEW_ADDRESS);
      expect(footer.querySelector('a[href="tel:+442079460958"]')?.textContent, url).toBe(NEW.phone);
      expect(footer.querySelector(`a[href="mailto:${NEW.email}"]`), url).toBeTruthy();
      expect(page.body, url).not.toContain("Cheyenne");
      // The copyright line, in the legal name.
      expect(footer.textContent, url).toContain(
        `© ${new Date().getFullYear()} ${NEW.legalName}. All rights reserved.`,
      );
      expect(footer.textContent, url).not.toContain("Genesis");
      // The search engines' card of the agency.
      expect(organization(page.body), url).toMatchObject({
        name: NEW.legalName,
        alternateName: NEW.siteName,
        telephone: NEW.phone,
        email: NEW.email,
        address: {
          streetAddress: NEW.street,
          addressLocality: NEW.city,
          addressRegion: NEW.region,
          postalCode: NEW.postcode,
          addressCountry: NEW.country,
        },
        sameAs: ["https://www.linkedin.com/company/northwind"],
      });
    }

    // The contact page: its cards' tel:, mailto: and address, its hours.
    const contact = parseHtml((await get(app, "/contact")).body).document;
    const main = contact.querySelector("main")!;
    expect(main.querySelector('a[href="tel:+442079460958"]')).toBeTruthy();
    expect(main.querySelector(`a[href="mailto:${NEW.email}"]`)).toBeTruthy();
    expect(main.querySelector("address")?.textContent).toContain(NEW_ADDRESS);
    expect(main.textContent).toContain("Tuesday to Saturday");
    // The map looks up the map query, not the address.
    const mapLinks = [...main.querySelectorAll("a[href^='https://www.google.com/maps']")].map((a) =>
      a.getAttribute("href"),
    );
    expect(mapLinks).toContain(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(NEW.mapQuery)}`,
    );
    // The map's card names the agency's office by the site name.
    expect(main.textContent).toContain(`${NEW.siteName} office`);
    expect(main.textContent).not.toContain("Genesis office");
    // The default sharing picture is described in the site name.
    const home = parseHtml((await get(app, "/")).body).document;
    expect(home.querySelector('meta[property="og:image:alt"]')?.getAttribute("content")).toBe(
      `${NEW.siteName} — software, design and digital agency`,
    );
    // The second footer's showreel button.
    const homeTwo = parseHtml((await get(app, "/home-two")).body).document;
    const footerButtons = [...homeTwo.querySelectorAll("footer button")].map((button) =>
      (button.getAttribute("aria-label") ?? button.textContent ?? "").trim(),
    );
    expect(footerButtons).toContain(`Play the ${NEW.siteName} showreel`);
    // A page without a description of its own says the settings'.
    expect(contact.querySelector('meta[name="description"]')?.getAttribute("content")).toBeTruthy();

    const [entry] = await savedAudit();
    expect(entry).toMatchObject({
      actor_email: OWNER.email,
      target: "settings",
      detail:
        "Site name, Legal name, Phone, Email, Opening hours, Street, City, Region, Postcode, Country, Map query, Social links, Meta description",
    });
    expect(auditCopy.actions["settings-saved"]).toBeTruthy();
    const log = parseHtml((await get(app, "/admin/audit", owner)).body).document;
    expect(log.body.textContent).toContain(auditCopy.actions["settings-saved"]);
  });

  it("answers a save from a stale form 409 and overwrites nothing", async () => {
    const opened = await openForm();
    expect(opened.version).toBe("1");
    // Someone else saves in between…
    expect((await save({ ...opened, phone: "+44 20 7946 0000" })).statusCode).toBe(303);
    // …then the first form is sent.
    const answer = await save({ ...opened, siteName: "Stale Studio" });
    expect(answer.statusCode).toBe(409);
    const { screen } = parseHtml(answer.body);
    expect(screen.getByRole("alert").textContent).toBe(settingsWords.conflict);
    const kept = formFields(answer.body);
    expect(kept.siteName).toBe("Stale Studio");
    expect(kept.version).toBe("1");
    const row = await stored();
    expect(row?.version).toBe(2);
    expect(JSON.parse(row!.value)).toMatchObject({
      siteName: NEW.siteName,
      phone: "+44 20 7946 0000",
    });
    expect((await savedAudit()).map((entry) => entry.detail)).toEqual([
      expect.stringContaining("Site name"),
      "Phone",
    ]);
    expect((await get(app, "/")).body).not.toContain("Stale Studio");
  });

  it("saves the form unchanged without a new version, an audit row or a dropped page", async () => {
    await get(app, "/contact");
    expect((await get(app, "/contact")).headers["x-render-cache"]).toBe("hit");
    const answer = await save(await openForm());
    expect(answer.statusCode).toBe(303);
    expect((await stored())?.version).toBe(2);
    expect(await savedAudit()).toHaveLength(2);
    expect((await get(app, "/contact")).headers["x-render-cache"]).toBe("hit");
  });

  /** The form as the browser sends it with a sharing image chosen (multipart). */
  async function saveWithUpload(fields: Record<string, string>, file: Buffer, type: string) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("shareUpload", new Blob([new Uint8Array(file)], { type }), "share.png");
    const encoded = new Response(form);
    return app.inject({
      method: "POST",
      url: "/admin/settings",
      headers: {
        cookie: owner,
        origin: SITE,
        host: new URL(SITE).host,
        "content-type": encoded.headers.get("content-type")!,
      },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  }

  it("takes an uploaded sharing image through the cover pipeline; every page shares it", async () => {
    const refused = await saveWithUpload(
      await openForm(),
      Buffer.from("not an image"),
      "image/png",
    );
    expect(refused.statusCode).toBe(422);
    expect(
      parseHtml(refused.body).screen.getByText(publishingCopy.errors.upload["not-an-image"]),
    ).toBeTruthy();

    const png = await sharp({
      create: { width: 1200, height: 630, channels: 3, background: "#1f6feb" },
    })
      .png()
      .toBuffer();
    const answer = await saveWithUpload(await openForm(), png, "image/png");
    expect(answer.statusCode).toBe(303);
    const shareImage = (await openForm()).shareImage!;
    expect(shareImage).toMatch(/^\/media\/[0-9a-f-]{36}\/\d+\.webp$/);
    expect((await get(app, shareImage)).statusCode).toBe(200);
    const home = parseHtml((await get(app, "/")).body).document;
    expect(home.querySelector('meta[property="og:image"]')?.getAttribute("content")).toBe(
      `${SITE}${shareImage}`,
    );
    expect((await savedAudit()).at(-1)?.detail).toBe("Sharing image");
  });

  it("names the agency by its site name where the legal name is left empty", async () => {
    const answer = await save({ ...(await openForm()), legalName: "" });
    expect(answer.statusCode).toBe(303);
    const page = await get(app, "/about");
    const footer = parseHtml(page.body).document.querySelector("footer")!;
    expect(footer.textContent).toContain(
      `© ${new Date().getFullYear()} ${NEW.siteName}. All rights reserved.`,
    );
    expect(organization(page.body)).toMatchObject({
      name: NEW.siteName,
      alternateName: NEW.siteName,
    });
  });
});
