import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { previewLinksCopy } from "../../../app/admin/publishing/preview-links-words.ts";
import { previewLinkCopy } from "../../../app/content/preview-link.ts";
import { loadItem } from "../publishing/editorial-queries.ts";
import { insertPreviewLink } from "./preview-link-queries.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { hashPreviewToken, newPreviewToken } from "../../publishing/preview-links.ts";
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
import { parseHtml } from "../../../tests/support/html-page.ts";

// Preview links (decision 039): 'Share preview' in the editor makes a link that shows a
// draft's real page to someone without an account, never kept by the render cache nor indexed,
// following the draft as it changes; revoked, expired or unknown links answer 410.

const ended = previewLinkCopy.ended.reasons;
const DRAFT_TEXT = "The first words of a draft the client must approve";
const NEW_TEXT = "The client's changes, saved after the link was made";

describeEachDialect("preview links of drafts", (create) => {
  let close: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let editor: string;
  let owner: string;
  let postId: number;
  let projectId: number;

  beforeAll(async () => {
    ({ database, app, close } = await openTestConsole(create));
    editor = await signIn(app, EDITOR);
    owner = await signIn(app, OWNER, "10.0.0.9");
    const now = new Date().toISOString();
    postId = (
      await database.db
        .insertInto("blog_posts")
        .values({
          slug: "a-draft-for-the-client",
          title: "A draft for the client",
          summary: "What the client is asked to approve.",
          body: `${DRAFT_TEXT}.`,
          author: "Genesis",
          category: "Design",
          cover_image: "/images/blog/post-1.svg",
          published: 0,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    projectId = (
      await database.db
        .insertInto("portfolio_items")
        .values({
          name: "A case study in draft",
          title: "What we did for a client, not published yet",
          image: "/images/portfolio/portfolio-1.svg",
          slug: "a-case-study-in-draft",
          body: "The words of the case study.",
          sort_order: 999,
          published: 0,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await close?.();
  });

  const links = () => database.db.selectFrom("preview_links").selectAll().orderBy("id").execute();
  const audit = () =>
    database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "like", "preview-link-%")
      .orderBy("created_at")
      .execute();

  /** 'Share preview' as the editor's form posts it; the answer, and the link the editor then shows. */
  async function share(kind: "posts" | "projects", id: number, cookie: string, days = "7") {
    const response = await postForm(
      app,
      `/admin/${kind}/${id}/preview-links`,
      { intent: "share", days },
      { cookie },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/admin/${kind}/${id}#share-preview`);
    const once = [response.headers["set-cookie"] ?? []]
      .flat()
      .find((c) => c.startsWith("preview-link="));
    expect(once).toMatch(/HttpOnly/i);
    expect(once).toMatch(/SameSite=Strict/i);
    expect(once).toMatch(/Path=\/admin/);
    // The editor shows the link once, in the read-only 'Preview link' field, and clears the cookie.
    const page = await get(app, `/admin/${kind}/${id}`, `${cookie}; ${once!.split(";")[0]}`);
    expect(page.statusCode).toBe(200);
    expect([page.headers["set-cookie"] ?? []].flat().join("\n")).toMatch(
      /preview-link=[^;]*;.*Max-Age=0/i,
    );
    const { document } = parseHtml(page.body);
    const field = document.querySelector<HTMLInputElement>("#preview-link");
    expect(document.querySelector('label[for="preview-link"]')?.textContent).toBe("Preview link");
    expect(field?.readOnly).toBe(true);
    expect(page.body).toContain(previewLinksCopy.made);
    const url = new URL(field!.value);
    expect(url.origin).toBe(SITE);
    const token = url.searchParams.get("preview")!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Shown once: the next visit to the editor has no link to show.
    const again = await get(app, `/admin/${kind}/${id}`, cookie);
    expect(again.body).not.toContain('id="preview-link"');
    expect(again.body).not.toContain(token);
    return { path: `${url.pathname}${url.search}`, token, page: page.body };
  }

  const revoke = (kind: "posts" | "projects", id: number, link: number, cookie = editor) =>
    postForm(
      app,
      `/admin/${kind}/${id}/preview-links`,
      { intent: "revoke", link: String(link) },
      { cookie },
    );

  const expectEnded = async (path: string, reason: keyof typeof ended) => {
    const response = await get(app, path);
    expect(response.statusCode, path).toBe(410);
    expect(response.headers["cache-control"]).toMatch(/no-store/);
    expect(response.headers["x-robots-tag"]).toBe("noindex");
    expect(response.headers["x-render-cache"]).not.toBe("hit");
    expect(response.body).toContain(`>${previewLinkCopy.ended.heading}</h1>`);
    expect(response.body).toContain(ended[reason]);
    expect(response.body).not.toContain(DRAFT_TEXT);
    expect(response.body).toMatch(/<meta name="robots" content="noindex"[^>]*\/>/);
  };

  it("asks a signed-out visitor to sign in first, and stores nothing", async () => {
    const response = await postForm(app, `/admin/posts/${postId}/preview-links`, {
      intent: "share",
      days: "7",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/admin/login");
    expect(await links()).toEqual([]);
  });

  it("shows 'Share preview' on a draft's editor with the choice of 1, 3 or 7 days (7 chosen)", async () => {
    const page = await get(app, `/admin/posts/${postId}`, editor);
    const { document } = parseHtml(page.body);
    const section = document.querySelector("#share-preview")!;
    expect(section.querySelector("h2")?.textContent).toBe(previewLinksCopy.heading);
    const form = section.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe(`/admin/posts/${postId}/preview-links`);
    expect(form.querySelector("button")?.textContent).toBe("Share preview");
    const options = [...form.querySelectorAll("option")].map((o) => [o.value, o.selected]);
    expect(options).toEqual([
      ["1", false],
      ["3", false],
      ["7", true],
    ]);
    expect(section.textContent).toContain(previewLinksCopy.none);
  });

  it("opens the draft's real page signed out: marked, noindex, no-store, never kept, following the draft, until revoked", async () => {
    const before = Date.now();
    const { path, token } = await share("posts", postId, editor);
    expect(path).toBe(`/blog/a-draft-for-the-client?preview=${token}`);

    // Only the token's SHA-256 is stored, with the item, who made it and when it expires.
    const [row] = await links();
    expect(row).toMatchObject({
      token_hash: hashPreviewToken(token),
      item_kind: "post",
      item_id: postId,
      created_by: EDITOR.email,
      revoked_at: null,
    });
    expect(JSON.stringify(row)).not.toContain(token);
    const days = (Date.parse(row!.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    for (let visit = 0; visit < 2; visit++) {
      const response = await get(app, path);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(DRAFT_TEXT);
      expect(response.body).toContain("You see it through a preview link");
      expect(response.body).toMatch(/<meta name="robots" content="noindex"[^>]*\/>/);
      expect(response.headers["x-robots-tag"]).toBe("noindex");
      expect(response.headers["cache-control"]).toMatch(/no-store/);
      expect(response.headers["cache-control"]).toMatch(/private/);
      expect(response.headers["x-render-cache"]).not.toBe("hit");
    }
    // The public address still answers 404 to visitors, and the draft is in no list.
    for (let visit = 0; visit < 2; visit++) {
      const visitor = await get(app, "/blog/a-draft-for-the-client");
      expect(visitor.statusCode).toBe(404);
      expect(visitor.body).not.toContain(DRAFT_TEXT);
    }
    expect((await get(app, "/blog")).body).not.toContain("A draft for the client");

    // The draft is edited and saved in the console: the same link shows the new text.
    const item = (await loadItem(database, "post", postId))!;
    const saved = await postForm(
      app,
      `/admin/posts/${postId}`,
      { ...item.fields, body: `${NEW_TEXT}.`, version: String(item.version), intent: "save" },
      { cookie: editor },
    );
    expect(saved.statusCode).toBe(303);
    const edited = await get(app, path);
    expect(edited.statusCode).toBe(200);
    expect(edited.body).toContain(NEW_TEXT);
    expect(edited.body).not.toContain(DRAFT_TEXT);

    // The editor lists the link with its expiry and 'Revoke'.
    const listed = parseHtml((await get(app, `/admin/posts/${postId}`, editor)).body).document;
    const entry = listed.querySelector("#share-preview li")!;
    expect(entry.textContent).toContain(row!.expires_at.slice(0, 10));
    expect(entry.textContent).toContain(EDITOR.email);
    expect(entry.querySelector("button")?.textContent).toBe("Revoke");

    // Revoked: 410 with a plain explanation; revoking again changes nothing.
    const revoked = await revoke("posts", postId, row!.id);
    expect(revoked.statusCode).toBe(303);
    expect(revoked.headers.location).toBe(
      `/admin/posts/${postId}?preview-link=revoked#share-preview`,
    );
    await expectEnded(path, "revoked");
    expect((await links())[0]).toMatchObject({ revoked_by: EDITOR.email });
    const twice = await revoke("posts", postId, row!.id);
    expect(twice.headers.location).toBe(`/admin/posts/${postId}?preview-link=ended#share-preview`);
    const after = await get(app, `/admin/posts/${postId}?preview-link=revoked`, editor);
    expect(after.body).toContain(previewLinksCopy.notices.revoked);
    expect(after.body).toContain(previewLinksCopy.none);
  });

  it("answers 410 for an expired link, an unknown token, another kind's link and an item that is gone", async () => {
    // A link made in the past, through the query layer: it expired yesterday.
    const { token, hash } = newPreviewToken();
    await insertPreviewLink(database.db, {
      hash,
      kind: "post",
      itemId: postId,
      createdBy: EDITOR.email,
      createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      expiresAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    await expectEnded(`/blog/a-draft-for-the-client?preview=${token}`, "expired");
    // The editor does not list it.
    const page = await get(app, `/admin/posts/${postId}`, editor);
    expect(page.body).toContain(previewLinksCopy.none);

    await expectEnded(`/blog/a-draft-for-the-client?preview=${"A".repeat(43)}`, "unknown");
    // Not a token at all: no preview, the visitor's page (a draft is 404).
    expect((await get(app, "/blog/a-draft-for-the-client?preview=abc")).statusCode).toBe(404);

    // An owner shares the draft project; its link opens the project, not a post's address.
    const project = await share("projects", projectId, owner, "1");
    expect(project.path).toBe(`/projects/a-case-study-in-draft?preview=${project.token}`);
    const opened = await get(app, project.path);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain("The words of the case study.");
    expect(opened.body).toContain("Preview: this is not published yet.");
    const row = (await links()).find((l) => l.item_kind === "project")!;
    expect(row.created_by).toBe(OWNER.email);
    const hours = (Date.parse(row.expires_at) - Date.parse(row.created_at)) / 3_600_000;
    expect(hours).toBe(24);
    await expectEnded(`/blog/a-case-study-in-draft?preview=${project.token}`, "unknown");

    // A new slug: the link follows the item to its current address (301, same query).
    await database.db
      .updateTable("portfolio_items")
      .set({ slug: "a-renamed-case-study" })
      .where("id", "=", projectId)
      .execute();
    const moved = await get(app, project.path);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/projects/a-renamed-case-study?preview=${project.token}`);
    // The item no longer exists: 410 with its own plain message.
    await database.db.deleteFrom("portfolio_items").where("id", "=", projectId).execute();
    await expectEnded(`/projects/a-renamed-case-study?preview=${project.token}`, "removed");
  });

  it("refuses a link for an item that does not exist with a clear message, storing nothing", async () => {
    const rowsBefore = (await links()).length;
    const auditBefore = (await audit()).length;
    for (const [kind, id] of [
      ["posts", 999_999],
      ["projects", projectId],
    ] as const) {
      const response = await postForm(
        app,
        `/admin/${kind}/${id}/preview-links`,
        { intent: "share", days: "7" },
        { cookie: editor },
      );
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain(
        previewLinksCopy.missing(kind === "posts" ? "post" : "project"),
      );
      expect([response.headers["set-cookie"] ?? []].flat().join()).not.toContain("preview-link=");
    }
    // A choice the select does not offer, or a form the page does not have: 400.
    for (const fields of [
      { intent: "share", days: "30" } as Record<string, string>,
      { intent: "share" },
      { intent: "delete", link: "1" },
      { intent: "revoke", link: "x" },
    ]) {
      const response = await postForm(app, `/admin/posts/${postId}/preview-links`, fields, {
        cookie: editor,
      });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
    }
    expect((await links()).length).toBe(rowsBefore);
    expect((await audit()).length).toBe(auditBefore);
  });

  it("audits each link made and revoked, with the item and the link's id, never its token", async () => {
    const rows = await audit();
    expect(rows.map((r) => [r.action, r.actor_email, r.target])).toEqual([
      ["preview-link-created", EDITOR.email, `post:${postId}`],
      ["preview-link-revoked", EDITOR.email, `post:${postId}`],
      ["preview-link-created", OWNER.email, `project:${projectId}`],
    ]);
    expect(rows[0]!.detail).toContain("A draft for the client (/blog/a-draft-for-the-client)");
    const stored = await links();
    for (const row of rows) {
      for (const link of stored) {
        expect(row.detail).not.toContain(link.token_hash);
      }
      expect(row.detail).not.toMatch(/[A-Za-z0-9_-]{43}/);
    }
  });

  it("offers no new link for a live item, and an unknown id is the console's 404", async () => {
    await database.db
      .updateTable("blog_posts")
      .set({ published: 1, published_at: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", postId)
      .execute();
    try {
      const page = await get(app, `/admin/posts/${postId}`, editor);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(previewLinksCopy.live("post"));
      expect(page.body).not.toContain(">Share preview</button>");
      // A link still working on a live item: the kept public page is neither replaced nor
      // dropped by it, and the preview is never served from the cache.
      const { token, hash } = newPreviewToken();
      await insertPreviewLink(database.db, {
        hash,
        kind: "post",
        itemId: postId,
        createdBy: EDITOR.email,
        createdAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      });
      const kept = async () => {
        const response = await get(app, "/blog/a-draft-for-the-client");
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain("preview link");
        return response.headers["x-render-cache"];
      };
      await kept();
      expect(await kept()).toBe("hit");
      for (let visit = 0; visit < 2; visit++) {
        const preview = await get(app, `/blog/a-draft-for-the-client?preview=${token}`);
        expect(preview.statusCode).toBe(200);
        expect(preview.body).toContain("Preview: this is live. You see it through a preview link");
        expect(preview.headers["x-render-cache"]).toBe("live");
        expect(preview.headers["x-robots-tag"]).toBe("noindex");
      }
      expect(await kept()).toBe("hit");
    } finally {
      await database.db
        .updateTable("blog_posts")
        .set({ published: 0, published_at: null })
        .where("id", "=", postId)
        .execute();
    }
    expect((await get(app, "/admin/posts/abc/preview-links", editor)).statusCode).toBe(404);
  });
});
