import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { publishingCopy } from "../../../app/admin/publishing/publishing-words.ts";
import { revisionsCopy } from "../../../app/content/admin/revisions.ts";
import { comparePath, historyPath, type RevisionKind } from "../../../app/lib/admin/revisions.ts";
import { loadItem } from "../publishing/editorial-queries.ts";
import { services as serviceKind } from "../../../app/admin/services/services.ts";
import { loadItem as loadCollectionItem } from "../collections/collection-store.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import {
  EDITOR,
  OWNER,
  formFields,
  get,
  openTestConsole,
  postForm,
  signIn,
} from "../../../tests/support/console.ts";
import { describeEachDialect } from "../../../tests/support/each-dialect.ts";
import { parseHtml, textOf } from "../../../tests/support/html-page.ts";

// Revisions: every save of a project, post, service, page's
// copy or legal page keeps one; each editor's History lists them, Compare shows
// one beside the current text, and 'Restore this version' saves it again through
// the editor's own save: a new revision, audited, its kept pages dropped.

const FIRST_POST = "seven-signs-your-website-is-slowing-your-business-down";
const MVP_POST = "what-an-mvp-should-and-should-not-include";
const ALT = "A phone showing a page that is still loading.";
const ADDED = "A closing paragraph, added later.";

describeEachDialect("revisions in the console", (create) => {
  let close: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let owner: string;
  let editor: string;
  let postA: number;
  let postB: number;

  beforeAll(async () => {
    ({ database, app, close } = await openTestConsole(create, { seed: true }));
    owner = await signIn(app, OWNER);
    editor = await signIn(app, EDITOR, "10.0.0.2");
    postA = await postId(FIRST_POST);
    postB = await postId(MVP_POST);
  });
  afterAll(async () => {
    await close?.();
  });

  async function postId(slug: string) {
    const row = await database.db
      .selectFrom("blog_posts")
      .select("id")
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Saves a post from its editor as the browser posts it, with some fields changed. */
  async function savePost(id: number, changes: Record<string, string>) {
    const item = (await loadItem(database, "post", id))!;
    return postForm(
      app,
      `/admin/posts/${id}`,
      {
        ...item.fields,
        coverAlt: item.fields.coverAlt || ALT,
        ...changes,
        version: String(item.version),
        intent: item.status === "draft" ? "save" : "publish",
      },
      { cookie: editor },
    );
  }

  /** An item's revisions as stored, newest first. */
  async function revisionsOf(kind: RevisionKind, key: string | number) {
    const rows = await database.db
      .selectFrom("revisions")
      .selectAll()
      .where("kind", "=", kind)
      .where("item_key", "=", String(key))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
    return rows.map((row) => ({
      ...row,
      fields: JSON.parse(row.fields_json) as Record<string, unknown>,
      changed: JSON.parse(row.changed_json) as string[],
    }));
  }

  /** The Compare page, and the version its 'Restore this version' form posts. */
  async function openCompare(path: string, cookie = editor) {
    const response = await get(app, path, cookie);
    expect(response.statusCode, path).toBe(200);
    return {
      ...parseHtml(response.body),
      html: response.body,
      version: formFields(response.body).version,
    };
  }

  const restore = (path: string, version: string | undefined, cookie = editor) =>
    postForm(app, path, { version: version ?? "" }, { cookie });

  const heading = async (url: string) => {
    const response = await get(app, url);
    return {
      status: response.statusCode,
      h1: textOf(parseHtml(response.body).document.querySelector("h1")),
      kept: response.headers["x-render-cache"] === "hit",
      html: response.body,
    };
  };

  const alert = (html: string) => textOf(parseHtml(html).document.querySelector('[role="alert"]'));

  it("sends a signed-out visitor to the sign-in page, pages and restores alike", async () => {
    for (const path of [
      historyPath("post", String(postA)),
      comparePath("post", String(postA), 1),
    ]) {
      const response = await get(app, path);
      expect(response.statusCode, path).toBe(303);
      expect(response.headers.location, path).toBe("/admin/login");
    }
    const post = await postForm(app, comparePath("post", String(postA), 1), { version: "1" });
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toBe("/admin/login");
    expect(await revisionsOf("post", postA)).toEqual([]);
  });

  it("keeps a revision of each save: who, when, the saved fields and which changed", async () => {
    const before = (await loadItem(database, "post", postA))!;
    const started = new Date().toISOString();
    expect((await savePost(postA, { title: "Seven signs, revised" })).statusCode).toBe(303);
    const [saved, original, ...rest] = await revisionsOf("post", postA);
    expect(rest).toEqual([]);
    expect(saved!.created_by).toBe(EDITOR.email);
    expect(saved!.created_at >= started).toBe(true);
    expect(saved!.fields.title).toBe("Seven signs, revised");
    expect(saved!.fields.body).toBe(before.fields.body);
    expect(saved!.changed).toContain("title");
    expect(saved!.changed).not.toContain("body");
    expect(saved!.restored_from).toBeNull();
    // The post as it was before its first save since revisions are kept.
    expect(original!.created_by).toBeNull();
    expect(original!.changed).toEqual([]);
    expect(original!.fields.title).toBe(before.fields.title);
    // The save's own audit entry is unchanged.
    const audit = await database.db
      .selectFrom("audit_log")
      .select("action")
      .where("target", "=", `post:${postA}`)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(["post-published"]);
  });

  it("lists the history: when, who, the changed fields, and 'Compare' on each", async () => {
    const editorPage = await get(app, `/admin/posts/${postA}`, editor);
    expect(editorPage.body).toContain(`href="${historyPath("post", String(postA))}"`);
    expect(textOf(parseHtml(editorPage.body).document.querySelector(`a[href$="/history"]`))).toBe(
      revisionsCopy.history,
    );

    const response = await get(app, historyPath("post", String(postA)), editor);
    expect(response.statusCode).toBe(200);
    const { document } = parseHtml(response.body);
    expect(textOf(document.querySelector("h1"))).toBe(revisionsCopy.history);
    const rows = [...document.querySelectorAll("tbody tr")].map((row) => textOf(row));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(EDITOR.email);
    expect(rows[0]).toContain("Title");
    expect(rows[0]).toContain(revisionsCopy.current);
    expect(rows[1]).toContain(revisionsCopy.original);
    for (const revision of await revisionsOf("post", postA)) {
      const link = document.querySelector(
        `a[href="${comparePath("post", String(postA), revision.id)}"]`,
      );
      expect(textOf(link)).toMatch(new RegExp(`^${revisionsCopy.compare}`));
    }
  });

  it("compares a revision with the current text, field by field, side by side", async () => {
    const item = (await loadItem(database, "post", postA))!;
    const added = ADDED;
    expect((await savePost(postA, { body: `${item.fields.body}\n\n${added}` })).statusCode).toBe(
      303,
    );
    const [, revised, original] = await revisionsOf("post", postA);

    const { document, html } = await openCompare(comparePath("post", String(postA), revised!.id));
    const fields = [...document.querySelectorAll("section h3")].map((h) => textOf(h));
    expect(fields).toEqual(["Body"]);
    expect(textOf(document.querySelector("ins"))).toContain(added);
    expect(html).toContain(revisionsCopy.sides.revision);
    expect(html).toContain(revisionsCopy.sides.current);
    expect(textOf(document.querySelector("section details"))).toContain("Title");
    expect(textOf(document.querySelector("#console-main form button"))).toBe(revisionsCopy.restore);

    // The version before any save: both titles, the old one struck, the new one marked.
    const first = await openCompare(comparePath("post", String(postA), original!.id));
    expect([...first.document.querySelectorAll("section h3")].map((h) => textOf(h))).toEqual(
      expect.arrayContaining(["Title", "Body"]),
    );
    expect(first.html).toContain("Seven signs, revised");
    expect(textOf(first.document.querySelector("del"))).not.toBe("");

    // The newest is the text now: nothing to restore.
    const [newest] = await revisionsOf("post", postA);
    const current = await openCompare(comparePath("post", String(postA), newest!.id));
    expect(current.html).toContain(revisionsCopy.noDifferences);
    expect(current.document.querySelector("#console-main form[method=post]")).toBeNull();
  });

  it("answers 404 for a revision of another item, or none", async () => {
    const [ofA] = await revisionsOf("post", postA);
    for (const path of [
      comparePath("post", String(postB), ofA!.id),
      comparePath("post", String(postA), 999_999),
      historyPath("post", "999999"),
    ]) {
      expect((await get(app, path, editor)).statusCode, path).toBe(404);
    }
  });

  it("restores a revision as a new save: audited, the public page shows it at once", async () => {
    expect((await savePost(postA, { title: "Seven signs, third take" })).statusCode).toBe(303);
    const page = `/blog/${FIRST_POST}`;
    await heading(page);
    expect(await heading(page)).toMatchObject({ h1: "Seven signs, third take", kept: true });
    const revisions = await revisionsOf("post", postA);
    // The first save: the revised title, the body before the paragraph was added.
    const original = revisions.find(
      (r) => r.fields.title === "Seven signs, revised" && !String(r.fields.body).includes(ADDED),
    )!;

    const path = comparePath("post", String(postA), original.id);
    const { version } = await openCompare(path);
    const response = await restore(path, version);
    expect(response.statusCode).toBe(303);
    const [restored] = await revisionsOf("post", postA);
    expect(response.headers.location).toBe(
      `${historyPath("post", String(postA))}?restored=${restored!.id}`,
    );
    expect(restored!.restored_from).toBe(original.id);
    expect(restored!.created_by).toBe(EDITOR.email);
    expect(restored!.changed).toEqual(expect.arrayContaining(["title", "body"]));
    expect((await revisionsOf("post", postA)).length).toBe(revisions.length + 1);

    // The kept page was dropped: the next visitor reads the restored words.
    const after = await heading(page);
    expect(after).toMatchObject({ status: 200, h1: "Seven signs, revised", kept: false });
    expect(after.html).not.toContain(ADDED);
    const item = (await loadItem(database, "post", postA))!;
    expect(item.fields.body).toBe(original.fields.body);
    expect(item.status).toBe("published");

    const entry = await database.db
      .selectFrom("audit_log")
      .select(["action", "actor_email", "detail"])
      .where("target", "=", `post:${postA}`)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: "revision-restored", actor_email: EDITOR.email });
    expect(entry.detail).toContain("restored the version of");

    const history = await get(app, response.headers.location as string, editor);
    expect(textOf(parseHtml(history.body).document.querySelector('[role="status"]'))).toContain(
      "Restored the version of",
    );
  });

  it("refuses a version today's rules refuse, with the field and its message", async () => {
    // The post as seeded had no alt text, which a published post needs now.
    const revisions = await revisionsOf("post", postA);
    const path = comparePath("post", String(postA), revisions.at(-1)!.id);
    const before = (await loadItem(database, "post", postA))!;
    const { version } = await openCompare(path);
    const response = await restore(path, version);
    expect(response.statusCode).toBe(422);
    expect(alert(response.body)).toBe(
      revisionsCopy.refused.invalid("post", "Alt text: Describe the cover image."),
    );
    expect(await loadItem(database, "post", postA)).toEqual(before);
    expect(await revisionsOf("post", postA)).toHaveLength(revisions.length);
  });

  it("refuses a version whose cover has since been deleted from the media library, and saves nothing", async () => {
    const id = "7c0ffee0-0000-4000-8000-000000000035";
    await database.db
      .insertInto("media_assets")
      .values({
        id,
        original_key: `${id}/original.png`,
        mime: "image/png",
        width: 800,
        height: 600,
        bytes: 1000,
        variants: JSON.stringify([
          { key: `${id}/800.webp`, format: "webp", width: 800, height: 600 },
        ]),
        placeholder: "",
        original_name: "cover.png",
        created_by: EDITOR.email,
        created_at: new Date().toISOString(),
      })
      .execute();
    const seededCover = (await loadItem(database, "post", postB))!.fields.coverImage;
    expect((await savePost(postB, { coverImage: `/media/${id}/800.webp` })).statusCode).toBe(303);
    expect((await savePost(postB, { coverImage: seededCover })).statusCode).toBe(303);
    await database.db.deleteFrom("media_assets").where("id", "=", id).execute();
    const revisions = await revisionsOf("post", postB);
    const before = (await loadItem(database, "post", postB))!;

    const path = comparePath("post", String(postB), revisions[1]!.id);
    const { version } = await openCompare(path);
    const response = await restore(path, version);
    expect(response.statusCode).toBe(422);
    expect(alert(response.body)).toBe(
      revisionsCopy.refused.invalid("post", `Cover image: ${publishingCopy.errors.coverDeleted}`),
    );
    expect(await loadItem(database, "post", postB)).toEqual(before);
    expect(await revisionsOf("post", postB)).toHaveLength(revisions.length);
  });

  it("refuses to restore a slug another post has taken since, and saves nothing", async () => {
    expect((await savePost(postA, { slug: "seven-signs-renamed" })).statusCode).toBe(303);
    expect((await savePost(postB, { slug: FIRST_POST })).statusCode).toBe(303);
    const revisions = await revisionsOf("post", postA);
    const old = revisions.find((revision) => revision.fields.slug === FIRST_POST)!;
    const before = (await loadItem(database, "post", postA))!;

    const path = comparePath("post", String(postA), old.id);
    const { version } = await openCompare(path);
    const response = await restore(path, version);
    expect(response.statusCode).toBe(422);
    expect(alert(response.body)).toBe(revisionsCopy.refused["slug-taken"]("post", FIRST_POST));
    expect(await loadItem(database, "post", postA)).toEqual(before);
    expect(await revisionsOf("post", postA)).toHaveLength(revisions.length);
  });

  it("refuses a restore when the post was saved after the comparison was opened (409)", async () => {
    const revisions = await revisionsOf("post", postA);
    const path = comparePath("post", String(postA), revisions[0]!.id);
    const { version } = await openCompare(path);
    expect(
      (await savePost(postA, { summary: "Saved by someone else meanwhile." })).statusCode,
    ).toBe(303);
    const before = (await loadItem(database, "post", postA))!;
    const response = await restore(path, version);
    expect(response.statusCode).toBe(409);
    expect(alert(response.body)).toBe(revisionsCopy.refused.conflict("post"));
    expect(await loadItem(database, "post", postA)).toEqual(before);
    expect(await revisionsOf("post", postA)).toHaveLength(revisions.length + 1);
  });

  it("refuses to restore a revision of an item in the trash, and saves nothing", async () => {
    const revisions = await revisionsOf("post", postA);
    const path = comparePath("post", String(postA), revisions.at(-1)!.id);
    const { version } = await openCompare(path);
    const trashed = await postForm(
      app,
      "/admin/posts",
      { intent: "trash", id: String(postA) },
      { cookie: editor },
    );
    expect(trashed.statusCode).toBe(303);
    try {
      const before = (await loadItem(database, "post", postA))!;
      expect(before.status).toBe("trash");
      const response = await restore(path, version);
      expect(response.statusCode).toBe(422);
      expect(alert(response.body)).toBe(revisionsCopy.refused["in-trash"]("post"));
      expect(alert(response.body)).toContain("is in the trash");
      expect(await loadItem(database, "post", postA)).toEqual(before);
      expect(await revisionsOf("post", postA)).toHaveLength(revisions.length);
    } finally {
      const restored = await postForm(
        app,
        "/admin/posts",
        { intent: "restore", id: String(postA) },
        { cookie: editor },
      );
      expect(restored.statusCode).toBe(303);
    }
  });

  it("keeps and restores a project's revisions, its gallery included, on its public page at once", async () => {
    const project = await database.db
      .selectFrom("portfolio_items")
      .select(["id", "slug"])
      .where("published", "=", 1)
      .where("slug", "is not", null)
      .orderBy("sort_order")
      .executeTakeFirstOrThrow();
    const original = (await loadItem(database, "project", project.id))!;
    const picture = "![The team at the launch](/images/projects/detail-1.svg)";
    const save = await postForm(
      app,
      `/admin/projects/${project.id}`,
      {
        ...original.fields,
        coverAlt: original.fields.coverAlt || ALT,
        title: "Renamed project",
        gallery: [picture, original.fields.gallery].filter(Boolean).join("\n"),
        version: String(original.version),
        intent: "publish",
      },
      { cookie: editor },
    );
    expect(save.statusCode).toBe(303);
    const page = `/projects/${project.slug}`;
    expect((await heading(page)).html).toContain("The team at the launch");
    const [saved, first] = await revisionsOf("project", project.id);
    expect(saved!.changed).toEqual(expect.arrayContaining(["title", "gallery"]));
    const history = await get(app, historyPath("project", String(project.id)), editor);
    expect(history.body).toContain(publishingCopy.fields.gallery);

    const path = comparePath("project", String(project.id), first!.id);
    const { version } = await openCompare(path);
    expect((await restore(path, version)).statusCode).toBe(303);
    const now = (await loadItem(database, "project", project.id))!;
    expect(now.fields.title).toBe(original.fields.title);
    expect(now.fields.gallery).toBe(original.fields.gallery);
    expect(now.status).toBe("published");
    const after = await heading(page);
    expect(after.html).not.toContain("The team at the launch");
    expect(after.html).not.toContain("Renamed project");
  });

  it("keeps and restores a service's revisions, leaving its order and visibility", async () => {
    const original = (await loadCollectionItem(database.db, serviceKind, 3))!;
    const save = await postForm(
      app,
      "/admin/services/3",
      {
        ...original.fields,
        title: "Renamed service",
        position: "5",
        version: String(original.version),
      },
      { cookie: editor },
    );
    expect(save.statusCode).toBe(303);
    const history = await get(app, historyPath("service", "3"), editor);
    expect(history.statusCode).toBe(200);
    expect(history.body).toContain(EDITOR.email);
    const first = (await revisionsOf("service", 3)).at(-1)!;
    const path = comparePath("service", "3", first.id);
    const { html, version } = await openCompare(path);
    expect(html).toContain("Order");
    expect(html).toContain("stay as they are now");
    expect((await restore(path, version)).statusCode).toBe(303);
    const now = (await loadCollectionItem(database.db, serviceKind, 3))!;
    expect(now.fields.title).toBe(original.fields.title);
    expect(now.fields.position).toBe("5");
  });

  it("keeps and restores a page's copy, labelled by its form", async () => {
    const form = await get(app, "/admin/pages/copy/not-found", editor);
    const fields = formFields(form.body);
    const seeded = fields.heading!;
    const save = await postForm(
      app,
      "/admin/pages/copy/not-found",
      { ...fields, heading: "Lost in space" },
      { cookie: editor },
    );
    expect(save.statusCode).toBe(303);
    const [saved, original] = await revisionsOf("page", "not-found");
    expect(saved!.changed).toEqual(["heading"]);
    const history = await get(app, historyPath("page", "not-found"), editor);
    expect(history.body).toContain("Header › Heading");

    const path = comparePath("page", "not-found", original!.id);
    const { document, version } = await openCompare(path);
    expect([...document.querySelectorAll("section h3")].map((h) => textOf(h))).toEqual([
      "Header › Heading",
    ]);
    expect((await restore(path, version)).statusCode).toBe(303);
    expect((await heading("/no-such-page")).h1).toBe(seeded);
  });

  it("keeps the legal pages' revisions for owners alone, as the legal pages are", async () => {
    const form = await get(app, "/admin/pages/privacy", owner);
    const fields = formFields(form.body);
    const seededTitle = fields.title!;
    const save = await postForm(
      app,
      "/admin/pages/privacy",
      { ...fields, title: "Privacy, revised", intent: "save" },
      { cookie: owner },
    );
    expect(save.statusCode).toBe(303);
    const original = (await revisionsOf("legal", "privacy")).at(-1)!;
    const path = comparePath("legal", "privacy", original.id);

    // Editors: 403 for the history, the comparison and the restore, which saves nothing.
    for (const url of [historyPath("legal", "privacy"), path]) {
      expect((await get(app, url, editor)).statusCode, url).toBe(403);
    }
    const { version } = await openCompare(path, owner);
    expect((await restore(path, version, editor)).statusCode).toBe(403);
    expect(await revisionsOf("legal", "privacy")).toHaveLength(2);

    expect((await get(app, historyPath("legal", "privacy"), owner)).statusCode).toBe(200);
    expect((await restore(path, version, owner)).statusCode).toBe(303);
    expect((await heading("/privacy")).h1).toBe(seededTitle);
  });

  it("prunes on save the revisions both older than 90 days and beyond the 50 newest", async () => {
    const old = Date.now() - 100 * 86_400_000;
    await database.db
      .insertInto("revisions")
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          kind: "service",
          item_key: "4",
          created_at: new Date(old - i * 60_000).toISOString(),
          created_by: EDITOR.email,
          fields_json: "{}",
          changed_json: "[]",
          restored_from: null,
        })),
      )
      .execute();
    const service = (await loadCollectionItem(database.db, serviceKind, 4))!;
    const save = await postForm(
      app,
      "/admin/services/4",
      {
        ...service.fields,
        summary: `${service.fields.summary} Now with more.`,
        version: String(service.version),
      },
      { cookie: editor },
    );
    expect(save.statusCode).toBe(303);
    const kept = await revisionsOf("service", 4);
    expect(kept).toHaveLength(50);
    expect(kept[0]!.changed).toEqual(["summary"]);
    // The newest of the old ones stayed, the oldest went.
    expect(kept.at(-1)!.created_at).toBe(new Date(old - 48 * 60_000).toISOString());
  });
});
