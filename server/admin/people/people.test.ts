import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { collectionCopy } from "../../../app/admin/collections/collection-copy.ts";
import type { Collection } from "../../../app/admin/collections/collection.ts";
import { partners as partnersKind } from "../../../app/admin/people/partners.ts";
import { team } from "../../../app/admin/people/team.ts";
import { testimonials as testimonialsKind } from "../../../app/admin/people/testimonials.ts";
import { partners } from "../../../app/content/partners.ts";
import { teamMembers } from "../../../app/content/team.ts";
import { testimonials } from "../../../app/content/testimonials.ts";
import { loadItem } from "../collections/collection-store.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { visiblePartners, visibleTeam, visibleTestimonials } from "../../db/people.ts";
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

// What is special to the site's people in the console (testimonials, team members and
// partner logos): their seed, their labels, a rating, profiles and a logo, a photo
// uploaded, and what the public pages show. What every declared kind does is
// server/admin/collections/collections.test.ts.

const errors = collectionCopy.errors;
const KINDS = { testimonial: testimonialsKind, member: team, partner: partnersKind };
type PeopleKind = keyof typeof KINDS;
const PEOPLE_PATHS = {
  testimonial: "/admin/testimonials",
  member: "/admin/team",
  partner: "/admin/partners",
};
const loadPerson = (db: DatabaseHandle["db"], kind: PeopleKind, id: number) =>
  loadItem(db, KINDS[kind] as Collection, id);

describeEachDialect("the console's people", (create) => {
  let close: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let editor: string;
  const mediaDir = mkdtempSync(join(tmpdir(), "genesis-people-media-"));

  beforeAll(async () => {
    ({ database, app, close } = await openTestConsole(create, { env: { MEDIA_DIR: mediaDir } }));
    editor = await signIn(app, EDITOR);
  });
  afterAll(async () => {
    await close?.();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const idOf = async (table: "testimonials" | "team_members" | "partners", name: string) =>
    (
      await database.db
        .selectFrom(table)
        .select("id")
        .where("name", "=", name)
        .executeTakeFirstOrThrow()
    ).id;

  /** Saves an item from its editor as the browser posts it, with some fields changed. */
  async function save(
    kind: PeopleKind,
    id: number,
    changes: Record<string, string>,
    version?: number,
  ) {
    const item = (await loadPerson(database.db, kind, id))!;
    return postForm(
      app,
      `${PEOPLE_PATHS[kind]}/${id}`,
      { ...item.fields, ...changes, version: String(version ?? item.version) },
      { cookie: editor },
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

  it("seeds today's testimonials, team and partners, in today's order", async () => {
    expect(await visibleTestimonials(database.db)).toEqual(
      testimonials.map((t) => ({
        id: expect.any(Number),
        name: t.name,
        role: t.designation,
        photo: t.img,
        text: t.testimonial,
        rating: t.rating,
      })),
    );
    expect((await visibleTeam(database.db)).map((m) => [m.name, m.role, m.photo])).toEqual(
      teamMembers.map((m) => [m.name, m.designation, m.image]),
    );
    expect(
      (await visiblePartners(database.db)).map((p) => [p.name, p.logo, p.description, p.link]),
    ).toEqual(partners.map((p) => [p.title, p.image, p.description, ""]));
  });

  it("lists each collection by name, in order, with 'New …', and an editor with its labels", async () => {
    const owner = await signIn(app, OWNER, "10.0.0.9");
    for (const [kind, first, newLabel] of [
      ["testimonial", testimonials[0]!.name, "New testimonial"],
      ["member", teamMembers[0]!.name, "New member"],
      ["partner", partners[0]!.title, "New partner"],
    ] as const) {
      const list = await get(app, PEOPLE_PATHS[kind], owner);
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain(newLabel);
      expect(list.body).toContain(`href="${PEOPLE_PATHS[kind]}/new"`);
      expect(list.body).toMatch(new RegExp(`href="${PEOPLE_PATHS[kind]}/\\d+"[^>]*>${first}<`));
      expect(list.body).toContain(">Order<");
      expect(list.body).toContain(">Shown<");
      expect((await get(app, `${PEOPLE_PATHS[kind]}/new`, editor)).statusCode).toBe(200);
    }
    const labels = (html: string) =>
      [...html.matchAll(/<label for="person-[^"]+"[^>]*>([^<]+)<\/label>/g)].map(([, l]) => l);
    expect(labels((await get(app, "/admin/testimonials/new", editor)).body)).toEqual([
      "Name",
      "Role",
      "Text",
      "Rating",
      "Current image",
      "Photo",
      "Order",
      "Visibility",
    ]);
    expect(labels((await get(app, "/admin/team/new", editor)).body)).toEqual([
      "Name",
      "Role",
      "LinkedIn",
      "X",
      "Instagram",
      "Facebook",
      "Pinterest",
      "Current image",
      "Photo",
      "Order",
      "Visibility",
    ]);
    expect(labels((await get(app, "/admin/partners/new", editor)).body)).toEqual([
      "Name",
      "Link",
      "Description",
      "Current image",
      "Logo",
      "Order",
      "Visibility",
    ]);
    expect((await get(app, "/admin", editor)).body).toContain('href="/admin/testimonials"');
    expect((await get(app, "/admin/testimonials/999999", editor)).statusCode).toBe(404);
  });

  it("refuses an empty name, a rating outside 0–5 or not whole, and a link that is not http(s): 422, typed values kept, nothing saved", async () => {
    const id = await idOf("testimonials", testimonials[1]!.name);
    const before = (await loadPerson(database.db, "testimonial", id))!;
    const typed = "Words typed before the mistake";
    const noName = await save("testimonial", id, { name: "  ", text: typed });
    expect(noName.statusCode).toBe(422);
    expect(noName.body).toContain("Enter a name.");
    expect(noName.body).toContain('id="person-name-error"');
    expect(noName.body).toContain(typed);
    for (const rating of ["6", "-1", "4.5", "five", ""]) {
      const refused = await save("testimonial", id, { rating, text: typed });
      expect(refused.statusCode, rating).toBe(422);
      expect(refused.body, rating).toContain(errors.rating);
      expect(refused.body, rating).toContain('id="person-rating-error"');
    }
    expect(await loadPerson(database.db, "testimonial", id)).toEqual(before);

    const partner = await idOf("partners", partners[0]!.title);
    const partnerBefore = await loadPerson(database.db, "partner", partner);
    for (const link of ["javascript:alert(1)", "ftp://example.com", "example.com", "https://"]) {
      const refused = await save("partner", partner, { link });
      expect(refused.statusCode, link).toBe(422);
      expect(refused.body, link).toContain(errors.webAddress);
    }
    expect(await loadPerson(database.db, "partner", partner)).toEqual(partnerBefore);

    const member = await idOf("team_members", teamMembers[0]!.name);
    const memberBefore = await loadPerson(database.db, "member", member);
    const refused = await save("member", member, {
      linkedin: "javascript:alert(document.cookie)",
      role: "Typed role",
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('id="person-linkedin-error"');
    expect(refused.body).toContain("Typed role");
    expect(await loadPerson(database.db, "member", member)).toEqual(memberBefore);
    expect(
      await database.db
        .selectFrom("audit_log")
        .selectAll()
        .where("action", "like", "%-saved")
        .execute(),
    ).toEqual([]);
  });

  /** The editor's form with a file chosen (multipart), as the browser sends it. */
  async function saveWithUpload(
    kind: PeopleKind,
    id: number,
    file: { name: string; type: string; data: Buffer },
  ) {
    const item = (await loadPerson(database.db, kind, id))!;
    const form = new FormData();
    for (const [name, value] of Object.entries(item.fields)) form.append(name, value ?? "");
    form.append("version", String(item.version));
    form.append(
      "photoUpload",
      new Blob([new Uint8Array(file.data)], { type: file.type }),
      file.name,
    );
    const encoded = new Response(form);
    return app.inject({
      method: "POST",
      url: `${PEOPLE_PATHS[kind]}/${id}`,
      headers: {
        cookie: editor,
        origin: SITE,
        host: new URL(SITE).host,
        "content-type": encoded.headers.get("content-type")!,
      },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  }

  it("refuses a file that is not an image whatever its name, and takes a real one as the photo", async () => {
    const id = await idOf("team_members", teamMembers[2]!.name);
    const before = (await loadPerson(database.db, "member", id))!;
    const refused = await saveWithUpload("member", id, {
      name: "portrait.jpg",
      type: "image/jpeg",
      data: Buffer.from("#!/bin/sh\necho this is not a picture\n"),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain("That file is not an image we can read.");
    expect(refused.body).toContain('id="person-photoUpload-error"');
    expect(await loadPerson(database.db, "member", id)).toEqual(before);

    await keep("/about");
    const portrait = await sharp({
      create: { width: 480, height: 560, channels: 3, background: "#5b3df5" },
    })
      .png()
      .toBuffer();
    const saved = await saveWithUpload("member", id, {
      name: "portrait.png",
      type: "image/png",
      data: portrait,
    });
    expect(saved.statusCode).toBe(303);
    const photo = (await loadPerson(database.db, "member", id))!.fields.photo!;
    expect(photo).toMatch(/^\/media\/[0-9a-f-]{36}\/\d+\.webp$/);
    const about = await visit("/about");
    expect(about.kept).toBe(false);
    expect(about.html).toContain(`src="${photo}"`);
    // Served as the uploads are: AVIF and WebP widths for the browser to choose from.
    const upload = photo.split("/")[2]!;
    expect(about.html).toMatch(
      new RegExp(`<source type="image/avif" srcSet="/media/${upload}/\\d+\\.avif \\d+w`),
    );
    expect((await get(app, photo)).headers["content-type"]).toBe("image/webp");
  });

  it("shows a saved testimonial on /home-two at once, though the page was kept, and audits it", async () => {
    const id = await idOf("testimonials", testimonials[0]!.name);
    await keep("/home-two");
    const text = "Genesis shipped our new booking flow in six weeks, and it just works.";
    const saved = await save("testimonial", id, { text, rating: "3" });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/admin/testimonials/${id}?saved`);
    const page = await visit("/home-two");
    expect(page.kept).toBe(false);
    expect(page.html).toContain(text);
    expect(page.html).not.toContain(testimonials[0]!.testimonial);
    expect(page.html).toContain("Rated 3 out of 5");
    const audit = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "testimonial-saved")
      .execute();
    expect(audit).toMatchObject([{ actor_email: EDITOR.email, target: `testimonial:${id}` }]);
    expect((await get(app, "/admin/audit", editor)).body).toContain("Saved a testimonial");
  });

  it("adds a new testimonial after the others, and a hidden one leaves the page", async () => {
    await keep("/home-two");
    const created = await postForm(
      app,
      "/admin/testimonials/new",
      {
        version: "0",
        name: "Ines Duarte",
        role: "CTO, Harbor",
        text: "A new client's words.",
        rating: "5",
        photo: "",
        position: "",
        visible: "shown",
      },
      { cookie: editor },
    );
    expect(created.statusCode).toBe(303);
    const id = Number(/\/admin\/testimonials\/(\d+)\?saved$/.exec(created.headers.location!)?.[1]);
    expect((await visibleTestimonials(database.db)).at(-1)).toMatchObject({
      id,
      name: "Ines Duarte",
    });
    expect((await visit("/home-two")).html).toContain("A new client&#x27;s words.");

    await keep("/home-two");
    const hidden = testimonials[2]!;
    expect(
      (await save("testimonial", await idOf("testimonials", hidden.name), { visible: "hidden" }))
        .statusCode,
    ).toBe(303);
    const page = await visit("/home-two");
    expect(page.kept).toBe(false);
    expect(page.html).not.toContain(hidden.name);
    const list = (await get(app, "/admin/testimonials", editor)).body;
    expect(list).toContain(hidden.name);
    expect(list).toContain(">Hidden<");
  });

  it("reorders the partners and renames a member on /about and /home-two, both kept before", async () => {
    await keep("/about");
    await keep("/home-two");
    const last = partners.at(-1)!.title;
    expect(
      (
        await save("partner", await idOf("partners", last), {
          position: "1",
          link: "https://example.com/",
        })
      ).statusCode,
    ).toBe(303);
    for (const url of ["/about", "/home-two"]) {
      const { html, kept } = await visit(url);
      expect(kept, url).toBe(false);
      const order = partners.map((p) => html.indexOf(`alt="${p.title}"`));
      expect(
        order.every((at) => at > 0),
        url,
      ).toBe(true);
      expect(Math.min(...order), url).toBe(order.at(-1));
      expect(html, url).toContain(`href="https://example.com/"`);
    }

    await keep("/about");
    await keep("/home-two");
    const member = teamMembers[0]!;
    expect(
      (await save("member", await idOf("team_members", member.name), { name: "Amara Okafor-Bell" }))
        .statusCode,
    ).toBe(303);
    for (const url of ["/about", "/home-two"]) {
      const { html, kept } = await visit(url);
      expect(kept, url).toBe(false);
      expect(html, url).toContain("Amara Okafor-Bell");
    }
  });
});
