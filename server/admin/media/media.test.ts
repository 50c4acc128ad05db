import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { within } from "@testing-library/dom";
import { mediaCopy } from "../../../app/content/admin/media.ts";
import { siteArtwork } from "../../../app/content/admin/site-artwork.ts";
import { collectionCopy } from "../../../app/admin/collections/collection-copy.ts";
import { publishingCopy } from "../../../app/admin/publishing/publishing-words.ts";
import { loadItem } from "../publishing/editorial-queries.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { migrateToLatest, migrateUpTo } from "../../db/migrate.ts";
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

// The media library: /admin/media for owners and editors,
// several images at once, their alt text, where each is used, delete only
// when unused, replace in place (pages follow, kept pages are dropped), the
// focal point on the public page, and covers picked from the library.

const POST = "what-an-mvp-should-and-should-not-include";

const picture = (width: number, height: number, background: string, format: "png" | "jpeg") => {
  const image = sharp({ create: { width, height, channels: 3, background } });
  return (format === "png" ? image.png() : image.jpeg()).toBuffer();
};

interface Upload {
  name: string;
  type: string;
  data: Buffer;
}

describeEachDialect("the media library", (create) => {
  let close: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let editor: string;
  const mediaDir = mkdtempSync(join(tmpdir(), "genesis-media-library-"));

  beforeAll(async () => {
    ({ database, app, close } = await openTestConsole(create, {
      env: { MEDIA_DIR: mediaDir },
      seed: true,
    }));
    editor = await signIn(app, EDITOR);
  });
  afterAll(async () => {
    await close?.();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  /** A form with files, as the browser sends it (multipart). */
  async function postFiles(
    url: string,
    fields: Record<string, string>,
    files: { field: string; file: Upload }[],
    cookie = editor,
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const { field, file } of files) {
      form.append(field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
    }
    const encoded = new Response(form);
    return app.inject({
      method: "POST",
      url,
      headers: {
        cookie,
        origin: SITE,
        host: new URL(SITE).host,
        "content-type": encoded.headers.get("content-type")!,
      },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  }

  const rows = () =>
    database.db.selectFrom("media_assets").selectAll().orderBy("created_at").execute();
  const rowNamed = async (name: string) =>
    database.db
      .selectFrom("media_assets")
      .selectAll()
      .where("original_name", "=", name)
      .executeTakeFirstOrThrow();
  const files = () => readdirSync(mediaDir, { recursive: true }).length;
  const pathOf = (row: { variants: string }) => {
    const variants = JSON.parse(row.variants) as { key: string; format: string; width: number }[];
    const largest = variants
      .filter((v) => v.format === "webp")
      .sort((a, b) => b.width - a.width)[0]!;
    return `/media/${largest.key}`;
  };
  const postId = async () =>
    (
      await database.db
        .selectFrom("blog_posts")
        .select("id")
        .where("slug", "=", POST)
        .executeTakeFirstOrThrow()
    ).id;
  /** Each 'Used by' line of a console page ("Post: Title (cover)"), and its alert's. */
  const usedBy = (html: string, within = "#console-main") =>
    [...parseHtml(html).document.querySelectorAll(`${within} li`)]
      .map((li) => textOf(li))
      .filter((line) => /^[A-Z][a-z ]+: .+ \([a-z, ]+\)$/.test(line));
  const visit = async (url: string) => {
    const response = await get(app, url);
    expect(response.statusCode, url).toBe(200);
    return { html: response.body, kept: response.headers["x-render-cache"] === "hit" };
  };

  it("sends a signed-out visitor to the sign-in page; owners and editors get the library", async () => {
    for (const path of ["/admin/media", "/admin/media/00000000-0000-0000-0000-000000000000"]) {
      const page = await get(app, path);
      expect(page.statusCode, path).toBe(303);
      expect(page.headers.location, path).toBe("/admin/login");
    }
    const post = await postForm(app, "/admin/media", { intent: "delete", id: "x" });
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toBe("/admin/login");
    const owner = await signIn(app, OWNER, "10.0.0.9");
    for (const cookie of [owner, editor]) {
      const page = await get(app, "/admin/media", cookie);
      expect(page.statusCode).toBe(200);
      const { document } = parseHtml(page.body);
      expect(textOf(document.querySelector('label[for="media-images"]'))).toBe("Images");
      const images = document.getElementById("media-images") as HTMLInputElement;
      expect([images.type, images.name, images.multiple]).toEqual(["file", "images", true]);
      const form = images.closest("form")!;
      expect(form.getAttribute("enctype")).toBe("multipart/form-data");
      expect(textOf(form.querySelector('button[type="submit"]'))).toBe("Upload");
      expect(document.querySelector('nav a[href="/admin/media"]')).not.toBeNull();
    }
    expect(
      (await get(app, "/admin/media/00000000-0000-0000-0000-000000000000", editor)).statusCode,
    ).toBe(404);
  });

  it("lists the site's artwork, each marked 'Site artwork' with nothing to delete, replace or describe; with no upload yet it is not empty", async () => {
    expect(await rows()).toEqual([]);
    const { document, screen } = parseHtml((await get(app, "/admin/media", editor)).body);
    expect(textOf(document.body)).not.toContain(mediaCopy.empty);
    expect(textOf(document.querySelector("[role=search]"))).toContain(
      `${siteArtwork.length} images, all the site's artwork`,
    );
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(24);
    for (const card of cards) {
      expect(textOf(card)).toContain("Site artwork");
      expect(card.querySelector("form, textarea, button, input")).toBeNull();
    }
    const first = within(screen.getByRole("article", { name: siteArtwork[0]!.name }));
    // Served as the site serves it: the file's path with its version stamp.
    expect(first.getByRole("img", { name: siteArtwork[0]!.alt }).getAttribute("src")).toMatch(
      new RegExp(`^${siteArtwork[0]!.src}(\\?v=|$)`),
    );
    expect(first.getByText(siteArtwork[0]!.src)).toBeTruthy();

    // The search finds it by name or path; the second page holds the rest.
    const team = parseHtml((await get(app, "/admin/media?q=team", editor)).body);
    expect(
      team.screen.getAllByRole("article").map((card) => card.getAttribute("aria-labelledby")),
    ).toHaveLength(6);
    expect(textOf(team.document.querySelector("[role=search]"))).toContain("6 images");
    const second = parseHtml((await get(app, "/admin/media?page=2", editor)).body);
    expect(second.screen.getAllByRole("article")).toHaveLength(siteArtwork.length - 24);
  });

  it("uploads two images at once: each listed with its size and who uploaded it", async () => {
    const before = (await rows()).length;
    const response = await postFiles("/admin/media", { intent: "upload" }, [
      {
        field: "images",
        file: {
          name: "harbour.png",
          type: "image/png",
          data: await picture(720, 480, "#0e7490", "png"),
        },
      },
      {
        field: "images",
        file: {
          name: "team day.jpg",
          type: "image/jpeg",
          data: await picture(640, 480, "#f59e0b", "jpeg"),
        },
      },
    ]);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/admin/media?uploaded=2");
    expect(await rows()).toHaveLength(before + 2);
    const harbour = await rowNamed("harbour.png");
    expect(harbour).toMatchObject({
      width: 720,
      height: 480,
      mime: "image/png",
      created_by: EDITOR.email,
      revision: 1,
      alt: "",
    });

    const page = (await get(app, "/admin/media?uploaded=2", editor)).body;
    expect(page).toContain("2 images uploaded.");
    expect(page).toContain("harbour.png");
    expect(page).toContain("team day.jpg");
    expect(page).toMatch(/\d+ KB · 720 × 480 px · image\/png/);
    expect(page).toContain(EDITOR.email);
    expect(page).toContain(`src="/media/${harbour.id}/480.webp"`);
    expect(page).toContain("Not used anywhere.");
    // Search: by name (and alt text, below).
    const found = (await get(app, "/admin/media?q=harbour", editor)).body;
    expect(found).toContain("harbour.png");
    expect(found).not.toContain("team day.jpg");
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["actor_email", "detail"])
      .where("action", "=", "media-uploaded")
      .execute();
    expect(audit).toEqual([{ actor_email: EDITOR.email, detail: "harbour.png, team day.jpg" }]);
  });

  it("refuses a file that is not an image, at the field, and keeps nothing of the batch", async () => {
    const [before, stored] = [(await rows()).length, files()];
    const response = await postFiles("/admin/media", { intent: "upload" }, [
      {
        field: "images",
        file: {
          name: "fine.png",
          type: "image/png",
          data: await picture(300, 200, "#16a34a", "png"),
        },
      },
      {
        field: "images",
        file: {
          name: "notes.jpg",
          type: "image/jpeg",
          data: Buffer.from("just some text, named like a photo\n".repeat(30)),
        },
      },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(
      "notes.jpg: That file is not an image we can read. Upload a JPEG, PNG, WebP or AVIF file. Nothing was uploaded.",
    );
    expect(response.body).toMatch(/id="media-images"[^>]*aria-invalid="true"/);
    expect(await rows()).toHaveLength(before);
    expect(files()).toBe(stored);
    // No file chosen at all.
    const empty = await postFiles("/admin/media", { intent: "upload" }, []);
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain("Choose one or more images to upload.");
  });

  it("saves an image's alt text, found by the search", async () => {
    const harbour = await rowNamed("harbour.png");
    const saved = await postForm(
      app,
      "/admin/media",
      { intent: "alt", id: harbour.id, alt: "  Boats moored in a quiet harbour at dawn. " },
      { cookie: editor },
    );
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/admin/media?saved=alt#image-${harbour.id}`);
    expect((await rowNamed("harbour.png")).alt).toBe("Boats moored in a quiet harbour at dawn.");
    const page = (await get(app, "/admin/media?q=moored", editor)).body;
    expect(page).toContain("harbour.png");
    expect(page).toContain(">Boats moored in a quiet harbour at dawn.</textarea>");
    const tooLong = await postForm(
      app,
      "/admin/media",
      { intent: "alt", id: harbour.id, alt: "x".repeat(301) },
      { cookie: editor },
    );
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.body).toContain("Keep it under 300 characters.");
  });

  it("picks a post's cover from the library: the public page shows it with the library's alt text, and the library says where it is used", async () => {
    const harbour = await rowNamed("harbour.png");
    const src = pathOf(harbour);
    const id = await postId();
    const editorPage = (await get(app, `/admin/posts/${id}`, editor)).body;
    // 'Choose from library': a radio a picture, its thumbnail (the smallest width) with its alt text.
    const picker = within(
      parseHtml(editorPage).screen.getByRole("group", { name: "Choose from library" }),
    );
    expect(picker.getByRole("radio", { name: "Keep the field as it is" })).toHaveProperty(
      "checked",
      true,
    );
    const pick = picker.getByRole("radio", { name: /harbour\.png 720 × 480$/ });
    expect(pick.getAttribute("name")).toBe("coverLibrary");
    expect(pick.getAttribute("value")).toBe(src);
    const thumbnail = pick.closest("label")!.querySelector("img")!;
    expect(thumbnail.getAttribute("src")).toBe(`/media/${harbour.id}/480.webp`);
    expect(thumbnail.getAttribute("alt")).toMatch(/^Boats moored/);
    expect(thumbnail.getAttribute("loading")).toBe("lazy");
    const item = (await loadItem(database, "post", id))!;
    const saved = await postForm(
      app,
      `/admin/posts/${id}`,
      {
        ...item.fields,
        coverAlt: "",
        coverLibrary: src,
        version: String(item.version),
        intent: "publish",
      },
      { cookie: editor },
    );
    expect(saved.statusCode).toBe(303);
    const row = await database.db
      .selectFrom("blog_posts")
      .select(["cover_image", "cover_media", "cover_alt"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ cover_image: src, cover_media: harbour.id, cover_alt: "" });

    const { html } = await visit(`/blog/${POST}`);
    expect(html).toContain(
      `/media/${harbour.id}/480.avif 480w, /media/${harbour.id}/720.avif 720w`,
    );
    expect(html).toMatch(/<img src="[^"]+" alt="Boats moored in a quiet harbour at dawn\."/);

    const library = (await get(app, "/admin/media", editor)).body;
    expect(library).toContain(`href="/admin/posts/${id}"`);
    expect(usedBy(library)).toEqual([`Post: ${item.fields.title} (cover)`]);
  });

  it("shows an image field as one control: the picture's thumbnail, its path, the library's uploads and artwork as thumbnails, and the upload", async () => {
    const partner = await database.db
      .selectFrom("partners")
      .select(["id", "logo"])
      .orderBy("position")
      .executeTakeFirstOrThrow();
    const { screen } = parseHtml((await get(app, `/admin/partners/${partner.id}`, editor)).body);
    const field = within(screen.getByRole("group", { name: "Logo" }));
    const shown = siteArtwork.find((art) => art.src === partner.logo)!;
    // First, the thumbnail of the logo it has now, with that picture's alt text.
    const [thumbnail] = field.getAllByRole("img", { name: shown.alt });
    expect(thumbnail!.getAttribute("src")).toMatch(new RegExp(`^${partner.logo}(\\?v=|$)`));
    expect(thumbnail!.closest("label")).toBeNull();
    expect(field.getByLabelText("Current image")).toHaveProperty("value", partner.logo);
    expect(field.getByLabelText("Logo")).toHaveProperty("type", "file");
    const library = within(field.getByRole("group", { name: "Choose from library" }));
    const radios = library.getAllByRole("radio");
    // "Keep", the uploads (newest first), then every piece of the site's artwork.
    expect(radios).toHaveLength(1 + (await rows()).length + siteArtwork.length);
    expect(radios[1]!.getAttribute("value")).toMatch(/^\/media\//);
    const artwork = library.getByRole("radio", { name: /partner-4\.svg 240 × 96 Site artwork$/ });
    expect(artwork.getAttribute("value")).toBe("/images/partners/partner-4.svg");
    expect(
      library.getByRole("radio", { name: new RegExp(`${shown.name} .*Site artwork Current$`) }),
    ).toBeTruthy();
  });

  it("saves a pick from the library without JavaScript: the checked picture's path, over a path typed in the field", async () => {
    const partner = await database.db
      .selectFrom("partners")
      .select(["id", "logo"])
      .orderBy("position")
      .executeTakeFirstOrThrow();
    const url = `/admin/partners/${partner.id}`;
    const { document, screen } = parseHtml((await get(app, url, editor)).body);
    const field = within(screen.getByRole("group", { name: "Logo" }));
    (field.getByLabelText("Current image") as HTMLInputElement).value = "/images/typed.svg";
    const pick = field.getByRole("radio", { name: /partner-4\.svg/ }) as HTMLInputElement;
    pick.checked = true;
    // What the browser sends: every named field of the form, the checked radio only.
    const posted = Object.fromEntries(
      [...new document.defaultView!.FormData(pick.form!)].filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
    expect(posted.photoLibrary).toBe("/images/partners/partner-4.svg");
    const saved = await postForm(app, url, posted, { cookie: editor });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(303);
    const row = await database.db
      .selectFrom("partners")
      .select("logo")
      .where("id", "=", partner.id)
      .executeTakeFirstOrThrow();
    expect(row.logo).toBe("/images/partners/partner-4.svg");
    await database.db
      .updateTable("partners")
      .set({ logo: partner.logo })
      .where("id", "=", partner.id)
      .execute();
  });

  it("adds a library picture to a body without JavaScript: its Markdown line, counted as used in the body", async () => {
    const team = await rowNamed("team day.jpg");
    const id = await postId();
    const item = (await loadItem(database, "post", id))!;
    const response = await postForm(
      app,
      `/admin/posts/${id}`,
      {
        ...item.fields,
        bodyLibrary: pathOf(team),
        version: String(item.version),
        intent: "render",
      },
      { cookie: editor },
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`![](${pathOf(team)})`);
    expect(response.body).toContain(`<img src="${pathOf(team)}" alt="">`);
    // Nothing was saved by the preview; saved, the body names the image.
    await database.db
      .updateTable("blog_posts")
      .set({ body: `${item.fields.body}\n\n![](${pathOf(team)})\n` })
      .where("id", "=", id)
      .execute();
    const page = (await get(app, `/admin/media/${team.id}`, editor)).body;
    expect(usedBy(page)).toEqual([`Post: ${item.fields.title} (body)`]);
  });

  it("puts library pictures in a project's gallery: a line without words is refused at its field; saved, the project's page shows each with its widths", async () => {
    const harbour = await rowNamed("harbour.png");
    const project = await database.db
      .selectFrom("portfolio_items")
      .select(["id", "slug", "gallery"])
      .where("published", "=", 1)
      .where("slug", "is not", null)
      .orderBy("sort_order")
      .executeTakeFirstOrThrow();
    const url = `/admin/projects/${project.id}`;
    const item = (await loadItem(database, "project", project.id))!;
    const version = String(item.version);
    // Without JavaScript, 'Add a picture to the gallery' ends the gallery with its line.
    const added = await postForm(
      app,
      url,
      { ...item.fields, galleryLibrary: pathOf(harbour), version, intent: "render" },
      { cookie: editor },
    );
    expect(added.statusCode).toBe(200);
    const line = `![${harbour.alt}](${pathOf(harbour)})`;
    const galleryOf = (html: string) =>
      (parseHtml(html).document.getElementById("item-gallery") as HTMLTextAreaElement).value;
    expect(galleryOf(added.body).trimEnd().split("\n").at(-1)).toBe(line);

    const wordless = `${item.fields.gallery}\n![](${pathOf(harbour)})`;
    const refused = await postForm(
      app,
      url,
      { ...item.fields, gallery: wordless, version, intent: "publish" },
      { cookie: editor },
    );
    expect(refused.statusCode).toBe(422);
    expect(textOf(parseHtml(refused.body).document.getElementById("item-gallery-error"))).toBe(
      collectionCopy.errors.pictureAlt(wordless.split("\n").length),
    );
    expect(galleryOf(refused.body)).toContain(`![](${pathOf(harbour)})`);
    expect((await loadItem(database, "project", project.id))!.version).toBe(item.version);

    const gallery = `![Boats at dawn, seen from the quay](${pathOf(harbour)})\n${item.fields.gallery}`;
    const saved = await postForm(
      app,
      url,
      { ...item.fields, gallery, version, intent: "publish" },
      { cookie: editor },
    );
    expect(saved.statusCode).toBe(303);
    expect((await loadItem(database, "project", project.id))!.fields.gallery).toBe(gallery.trim());
    // The first picture of the gallery is the wide one at the top of the page.
    const { html } = await visit(`/projects/${project.slug}`);
    expect(html).toMatch(
      new RegExp(`<img src="${pathOf(harbour)}" alt="Boats at dawn, seen from the quay"`),
    );
    expect(html).toContain(`/media/${harbour.id}/480.avif 480w`);
    const library = (await get(app, `/admin/media/${harbour.id}`, editor)).body;
    expect(usedBy(library)).toContain(`Project: ${item.fields.title} (gallery)`);
    await database.db
      .updateTable("portfolio_items")
      .set({ gallery: project.gallery })
      .where("id", "=", project.id)
      .execute();
  });

  it("refuses to delete an image in use, saying where; deletes an unused one with its files", async () => {
    const harbour = await rowNamed("harbour.png");
    const { title } = (await loadItem(database, "post", await postId()))!.fields;
    const refused = await postForm(
      app,
      "/admin/media",
      { intent: "delete", id: harbour.id },
      { cookie: editor },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain("This image is used in 1 place, so it was not deleted.");
    expect(usedBy(refused.body, '[role="alert"]')).toEqual([`Post: ${title} (cover)`]);
    expect((await rows()).some((r) => r.id === harbour.id)).toBe(true);

    // An unused one: uploaded, then deleted, row and files.
    await postFiles("/admin/media", { intent: "upload" }, [
      {
        field: "images",
        file: {
          name: "spare.png",
          type: "image/png",
          data: await picture(500, 500, "#db2777", "png"),
        },
      },
    ]);
    const spare = await rowNamed("spare.png");
    expect(existsSync(join(mediaDir, spare.id))).toBe(true);
    const deleted = await postForm(
      app,
      `/admin/media/${spare.id}`,
      { intent: "delete", id: spare.id },
      { cookie: editor },
    );
    expect(deleted.statusCode).toBe(303);
    expect(deleted.headers.location).toBe("/admin/media?saved=deleted");
    expect((await rows()).some((r) => r.id === spare.id)).toBe(false);
    expect(existsSync(join(mediaDir, spare.id))).toBe(false);
    expect((await get(app, `/media/${spare.id}/500.webp`)).statusCode).toBe(404);
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["action", "target"])
      .where("action", "=", "media-deleted")
      .execute();
    expect(audit).toEqual([{ action: "media-deleted", target: `media:${spare.id}` }]);

    // An editor opened before the delete (or a version being restored) still names it: refused at the field.
    const id = await postId();
    const post = (await loadItem(database, "post", id))!;
    const stale = await postForm(
      app,
      `/admin/posts/${id}`,
      { ...post.fields, coverImage: pathOf(spare), version: String(post.version), intent: "save" },
      { cookie: editor },
    );
    expect(stale.statusCode).toBe(422);
    expect(stale.body).toContain(publishingCopy.errors.coverDeleted);
    expect((await loadItem(database, "post", id))!.version).toBe(post.version);
  });

  it("replaces a file in place: the post names the new file, the old files go, its kept pages are dropped", async () => {
    const harbour = await rowNamed("harbour.png");
    const oldPath = pathOf(harbour);
    await visit(`/blog/${POST}`);
    expect((await visit(`/blog/${POST}`)).kept).toBe(true);
    const refused = await postFiles(
      `/admin/media/${harbour.id}`,
      { intent: "replace", id: harbour.id },
      [
        {
          field: "file",
          file: { name: "harbour.gif", type: "image/gif", data: Buffer.from("GIF89a not really") },
        },
      ],
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toMatch(/id="image-file-input"[^>]*aria-invalid="true"/);

    const replaced = await postFiles(
      `/admin/media/${harbour.id}`,
      { intent: "replace", id: harbour.id },
      [
        {
          field: "file",
          file: {
            name: "harbour-2.jpg",
            type: "image/jpeg",
            data: await picture(600, 400, "#4338ca", "jpeg"),
          },
        },
      ],
    );
    expect(replaced.statusCode).toBe(303);
    expect(replaced.headers.location).toBe(`/admin/media/${harbour.id}?saved=replaced`);
    const after = await database.db
      .selectFrom("media_assets")
      .selectAll()
      .where("id", "=", harbour.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      revision: 2,
      width: 600,
      height: 400,
      original_name: "harbour-2.jpg",
      alt: harbour.alt,
    });
    const newPath = pathOf(after);
    expect(newPath).toBe(`/media/${harbour.id}/r2-600.webp`);
    const post = await database.db
      .selectFrom("blog_posts")
      .select(["cover_image", "cover_media"])
      .where("slug", "=", POST)
      .executeTakeFirstOrThrow();
    expect(post).toEqual({ cover_image: newPath, cover_media: harbour.id });
    expect((await get(app, oldPath)).statusCode).toBe(404);
    expect((await get(app, newPath)).statusCode).toBe(200);

    const page = await visit(`/blog/${POST}`);
    expect(page.kept).toBe(false);
    expect(page.html).toContain(`/media/${harbour.id}/r2-480.avif 480w`);
    expect(page.html).not.toContain(oldPath);
    const audit = await database.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "media-replaced")
      .executeTakeFirstOrThrow();
    expect(audit.detail).toBe("harbour.png → harbour-2.jpg (600 × 400)");
  });

  it("lets only an owner replace an image on a legal page: an editor is told, and nothing changes", async () => {
    const uploaded = await postFiles("/admin/media", { intent: "upload" }, [
      {
        field: "images",
        file: {
          name: "signature.png",
          type: "image/png",
          data: await picture(320, 120, "#111827", "png"),
        },
      },
    ]);
    expect(uploaded.statusCode).toBe(303);
    const signature = await rowNamed("signature.png");
    const path = pathOf(signature);
    // The privacy page shows it: an owner put it there (legal pages are theirs alone).
    const owner = await signIn(app, OWNER);
    const saved = await postForm(
      app,
      "/admin/pages/privacy",
      {
        intent: "save",
        version: "0",
        title: "Privacy Policy",
        description: "What we keep.",
        body: `We keep little.\n\n![Signed](${path})`,
      },
      { cookie: owner },
    );
    expect(saved.statusCode).toBe(303);
    const replacement = {
      field: "file",
      file: {
        name: "signature-2.png",
        type: "image/png",
        data: await picture(300, 100, "#1e3a8a", "png"),
      },
    };

    const refused = await postFiles(
      `/admin/media/${signature.id}`,
      { intent: "replace", id: signature.id },
      [replacement],
    );
    expect(refused.statusCode).toBe(403);
    const page = parseHtml(refused.body).document;
    expect(page.getElementById("image-file-input")?.getAttribute("aria-invalid")).toBe("true");
    expect(textOf(page.getElementById("image-file-input-error")!)).toBe(
      mediaCopy.errors.ownersOnly(["Privacy Policy"]),
    );
    expect(await rowNamed("signature.png")).toMatchObject({ revision: 1 });
    expect((await get(app, path)).statusCode).toBe(200);

    const replaced = await postFiles(
      `/admin/media/${signature.id}`,
      { intent: "replace", id: signature.id },
      [replacement],
      owner,
    );
    expect(replaced.statusCode).toBe(303);
    const after = await database.db
      .selectFrom("site_documents")
      .select("value")
      .where("key", "=", "legal:privacy")
      .executeTakeFirstOrThrow();
    expect(after.value).toContain(`/media/${signature.id}/r2-`);
    expect(after.value).not.toContain(path);
  });

  it("keeps a chosen focal point in view: the public crop's object-position", async () => {
    const harbour = await rowNamed("harbour-2.jpg");
    // A project's cover too: the /projects grid and /home-two's slider crop it (decision 045).
    const project = await database.db
      .selectFrom("portfolio_items")
      .select(["id", "image"])
      .where("published", "=", 1)
      .orderBy("sort_order")
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable("portfolio_items")
      .set({ image: pathOf(harbour), cover_media: harbour.id })
      .where("id", "=", project.id)
      .execute();
    // And a service's banner: its card on /services and its own page.
    const banner = await database.db
      .selectFrom("services")
      .select("banner_image")
      .where("id", "=", 2)
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable("services")
      .set({ banner_image: pathOf(harbour) })
      .where("id", "=", 2)
      .execute();
    const saved = await postForm(
      app,
      `/admin/media/${harbour.id}`,
      { intent: "focus", id: harbour.id, focus: "top-right" },
      { cookie: editor },
    );
    expect(saved.statusCode).toBe(303);
    expect((await rowNamed("harbour-2.jpg")).focus_x).toBe(1);
    const { html, kept } = await visit(`/blog/${POST}`);
    expect(kept).toBe(false);
    expect(html).toContain("object-position:100% 0%");
    for (const url of ["/projects", "/home-two", "/services", "/service/2"]) {
      const card = (await visit(url)).html;
      expect(card, url).toContain(`<source type="image/avif" srcSet="/media/${harbour.id}/`);
      expect(card, url).toMatch(
        new RegExp(`<img src="${pathOf(harbour)}"[^>]*style="object-position:100% 0%`),
      );
    }
    const api = JSON.parse((await get(app, "/api/portfolio")).body) as {
      data: { id: number; focus?: unknown; sources?: { type: string }[] }[];
    };
    const item = api.data.find((i) => i.id === project.id)!;
    expect(item.focus).toEqual({ x: 1, y: 0 });
    expect(item.sources?.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    // The site's own artwork keeps the specification's shape.
    expect(Object.keys(api.data.find((i) => i.id !== project.id)!).sort()).toEqual([
      "id",
      "image",
      "name",
      "slug",
      "title",
    ]);
    await database.db
      .updateTable("portfolio_items")
      .set({ image: project.image, cover_media: null })
      .where("id", "=", project.id)
      .execute();
    await database.db
      .updateTable("services")
      .set({ banner_image: banner.banner_image })
      .where("id", "=", 2)
      .execute();
    const page = (await get(app, `/admin/media/${harbour.id}?saved=focus`, editor)).body;
    expect(page).toContain("Focal point saved.");
    expect(page).toMatch(/<option value="top-right" selected="">/);
  });

  it("shows the library 24 images a page, newest first, and a save comes back to the page and search it was made on", async () => {
    const ids = Array.from(
      { length: 30 },
      (_, n) => `5e1f0000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    );
    await database.db
      .insertInto("media_assets")
      .values(
        ids.map((id, n) => ({
          id,
          original_key: `${id}/original.png`,
          mime: "image/png",
          width: 40,
          height: 30,
          bytes: 1000,
          variants: "[]",
          placeholder: "",
          original_name: `archive-${String(n).padStart(2, "0")}.png`,
          created_by: EDITOR.email,
          created_at: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
        })),
      )
      .execute();
    const names = (html: string) =>
      [...parseHtml(html).document.querySelectorAll("#console-main li h2")].map(textOf);

    const first = (await get(app, "/admin/media?q=archive", editor)).body;
    expect(names(first)).toHaveLength(24);
    expect(names(first)[0]).toBe("archive-29.png");
    expect(textOf(parseHtml(first).document.querySelector("[role=search]")!)).toContain(
      "30 images",
    );
    const pager = parseHtml(first).document.querySelector('nav[aria-label="Pages"]')!;
    expect(textOf(pager)).toContain("Page 1 of 2");
    expect(pager.querySelector('a[rel="next"]')!.getAttribute("href")).toBe(
      "/admin/media?q=archive&page=2",
    );

    const second = (await get(app, "/admin/media?q=archive&page=2", editor)).body;
    expect(names(second)).toEqual([
      "archive-05.png",
      "archive-04.png",
      "archive-03.png",
      "archive-02.png",
      "archive-01.png",
      "archive-00.png",
    ]);
    // A page past the last shows the last.
    expect(names((await get(app, "/admin/media?q=archive&page=9", editor)).body)).toEqual(
      names(second),
    );

    const saved = await postForm(
      app,
      "/admin/media?q=archive&page=2",
      { intent: "alt", id: ids[0]!, alt: "The oldest picture of the archive." },
      { cookie: editor },
    );
    expect(saved.headers.location).toBe(`/admin/media?q=archive&page=2&saved=alt#image-${ids[0]}`);
    const deleted = await postForm(
      app,
      "/admin/media?q=archive&page=2",
      { intent: "delete", id: ids[1]! },
      { cookie: editor },
    );
    expect(deleted.headers.location).toBe("/admin/media?q=archive&page=2&saved=deleted");
    await database.db.deleteFrom("media_assets").where("id", "in", ids).execute();
  });

  it("migration 017 gives an earlier upload the alt text of the cover using it", async () => {
    const testDb = await create();
    const old = testDb.open();
    try {
      await migrateUpTo(old, "012-service-menus");
      const now = new Date().toISOString();
      const id = "0b6f1d2e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
      await old.db
        .insertInto("media_assets")
        .values({
          id,
          original_key: `${id}/original.png`,
          mime: "image/png",
          width: 10,
          height: 10,
          bytes: 100,
          variants: "[]",
          placeholder: "",
          created_by: null,
          created_at: now,
        })
        .execute();
      await old.db
        .insertInto("blog_posts")
        .values({
          slug: "old",
          title: "Old",
          cover_image: `/media/${id}/10.webp`,
          cover_media: id,
          cover_alt: "A sketch of the old office.",
          created_at: now,
          updated_at: now,
        })
        .execute();
      await migrateToLatest(old);
      expect(
        await old.db
          .selectFrom("media_assets")
          .select(["alt", "original_name", "revision", "focus_x"])
          .executeTakeFirstOrThrow(),
      ).toEqual({
        alt: "A sketch of the old office.",
        original_name: "",
        revision: 1,
        focus_x: null,
      });
    } finally {
      await old.close();
      await testDb.drop();
    }
  });
});
