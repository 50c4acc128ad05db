import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { auditCopy } from "../../../app/admin/audit/audit-words.ts";
import { consoleCopy } from "../../../app/content/admin/console.ts";
import { collectionCopy } from "../../../app/admin/collections/collection-copy.ts";
import { legalWords } from "../../../app/admin/legal/legal-pages.ts";
import { pagesCopy } from "../../../app/content/admin/pages.ts";
import { postDate } from "../../../app/lib/post-date.ts";
import type { LegalPage } from "../../../app/lib/site-content.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import {
  EDITOR,
  OWNER,
  get,
  openTestConsole,
  postForm,
  signIn,
} from "../../../tests/support/console.ts";
import { describeEachDialect } from "../../../tests/support/each-dialect.ts";
import { parseHtml, textOf } from "../../../tests/support/html-page.ts";

// The legal pages in the console: owners edit /terms and /privacy
// at /admin/pages/…; a save is live at once on every public copy of the page
// (the render cache drops it), dated today, sanitised, audited, and refused
// when someone else saved first.

const errors = {
  summary: collectionCopy.errors.summary,
  titleRequired: legalWords.fields.titleRequired,
  bodyRequired: legalWords.fields.bodyRequired,
  tooLong: collectionCopy.errors.tooLong,
  conflict: legalWords.conflict,
};
const today = postDate(new Date().toISOString()).text;

describeEachDialect("the legal pages in the console", (create) => {
  let close: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let owner: string;
  let editor: string;

  beforeAll(async () => {
    ({ database, app, close } = await openTestConsole(create));
    owner = await signIn(app, OWNER);
    editor = await signIn(app, EDITOR, "10.0.0.2");
  });
  afterAll(async () => {
    await close?.();
  });

  const stored = async (key: "terms" | "privacy") => {
    const row = await database.db
      .selectFrom("site_documents")
      .select(["value", "version", "updated_by"])
      .where("key", "=", `legal:${key}`)
      .executeTakeFirst();
    return row ? { ...row, value: JSON.parse(row.value) as LegalPage } : null;
  };
  const page = async (url: string, cookie?: string) => {
    const response = await get(app, url, cookie);
    return { response, ...parseHtml(response.body) };
  };
  const fieldError = (document: Document, name: string) =>
    textOf(document.getElementById(`page-${name}-error`));

  it("sends a signed-out visitor to the sign-in page, and saves nothing they post", async () => {
    for (const path of ["/admin/pages", "/admin/pages/privacy"]) {
      const response = await get(app, path);
      expect(response.statusCode, path).toBe(303);
      expect(response.headers.location, path).toMatch(/^\/admin\/login/);
    }
    const post = await postForm(app, "/admin/pages/privacy", {
      intent: "save",
      version: "0",
      title: "Hijacked",
      body: "Hijacked",
    });
    expect(post.statusCode).toBe(303);
    expect(await stored("privacy")).toBeNull();
  });

  it("answers an editor 403 for a legal page and its save, and lists no legal page to them", async () => {
    const response = await get(app, "/admin/pages/terms", editor);
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(consoleCopy.forbidden);
    // No page at the address is no page, for anyone.
    expect((await get(app, "/admin/pages/nope", editor)).statusCode).toBe(404);
    const post = await postForm(
      app,
      "/admin/pages/terms",
      { intent: "save", version: "0", title: "Mine", body: "Mine" },
      { cookie: editor },
    );
    expect(post.statusCode).toBe(403);
    expect(await stored("terms")).toBeNull();
    // The list is theirs too (the pages' copy), without the legal pages.
    const list = await get(app, "/admin/pages", editor);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('href="/admin/pages/terms"');
    expect(list.body).not.toContain('href="/admin/pages/privacy"');
    expect((await get(app, "/admin/pages", owner)).body).toContain('href="/admin/pages/terms"');
  });

  it("lists the legal pages for an owner, each linked by its title with its 'Last updated'", async () => {
    const { response, screen, document } = await page("/admin/pages", owner);
    expect(response.statusCode).toBe(200);
    screen.getByRole("heading", { level: 1, name: pagesCopy.title });
    for (const [key, title] of [
      ["terms", "Terms of Use"],
      ["privacy", "Privacy Policy"],
    ]) {
      const link = screen.getByRole("link", { name: title });
      expect(link.getAttribute("href")).toBe(`/admin/pages/${key}`);
      expect(textOf(link.closest("li"))).toContain("Last updated November 1, 2026");
    }
    expect(document.querySelector('li time[datetime="2026-11-01"]')).not.toBeNull();
    expect((await get(app, "/admin/pages/cookies", owner)).statusCode).toBe(404);
  });

  it("opens a page's one form with its fields, the version and the body's preview", async () => {
    const { response, screen, document } = await page("/admin/pages/privacy", owner);
    expect(response.statusCode).toBe(200);
    screen.getByRole("heading", { level: 1, name: "Edit Privacy Policy" });
    const forms = document.querySelectorAll("main form");
    expect(forms).toHaveLength(1);
    expect(forms[0]!.getAttribute("method")).toBe("post");
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Privacy Policy");
    expect((screen.getByLabelText("Meta description") as HTMLTextAreaElement).value).toMatch(
      /What Genesis does with the information/,
    );
    expect((screen.getByLabelText("Body") as HTMLTextAreaElement).value).toMatch(
      /^## What we collect\n\n/,
    );
    expect(document.querySelector<HTMLInputElement>('input[name="version"]')!.value).toBe("0");
    const preview = screen.getByRole("region", { name: "Preview of the body" });
    expect(preview.querySelector("h2")?.textContent).toMatch(/What we collect/);
    screen.getByRole("button", { name: "Save" });
    screen.getByRole("button", { name: "Update preview" });
  });

  it("refuses an empty title and body with a message at each, keeps what was typed, saves nothing", async () => {
    const response = await postForm(
      app,
      "/admin/pages/privacy",
      { intent: "save", version: "0", title: "  ", description: "Kept as typed", body: "" },
      { cookie: owner },
    );
    expect(response.statusCode).toBe(422);
    const { document, screen } = parseHtml(response.body);
    expect(textOf(screen.getByRole("alert"))).toBe(errors.summary);
    expect(fieldError(document, "title")).toBe(errors.titleRequired);
    expect(fieldError(document, "body")).toBe(errors.bodyRequired);
    expect(screen.getByLabelText("Title").getAttribute("aria-invalid")).toBe("true");
    expect((screen.getByLabelText("Meta description") as HTMLTextAreaElement).value).toBe(
      "Kept as typed",
    );
    const long = await postForm(
      app,
      "/admin/pages/privacy",
      { intent: "save", version: "0", title: "Privacy", description: "d".repeat(161), body: "B" },
      { cookie: owner },
    );
    expect(long.statusCode).toBe(422);
    expect(fieldError(parseHtml(long.body).document, "description")).toBe(errors.tooLong(160));
    expect(await stored("privacy")).toBeNull();
  });

  it("renders the preview on 'Update preview' and saves nothing", async () => {
    const response = await postForm(
      app,
      "/admin/pages/privacy",
      { intent: "render", version: "0", title: "", description: "", body: "## Fresh heading" },
      { cookie: owner },
    );
    expect(response.statusCode).toBe(200);
    const { screen } = parseHtml(response.body);
    const preview = screen.getByRole("region", { name: "Preview of the body" });
    expect(textOf(preview)).toContain("Fresh heading");
    expect(await stored("privacy")).toBeNull();
  });

  it("saves a page: live at once under / and /home-two, dated today, sanitised, audited", async () => {
    // The public pages are kept by the render cache before the save.
    for (const url of ["/privacy", "/home-two/privacy"]) {
      await get(app, url);
      const kept = await get(app, url);
      expect(kept.headers["x-render-cache"], url).toBe("hit");
      expect(kept.body, url).toContain("Last updated");
    }
    const saved = await postForm(
      app,
      "/admin/pages/privacy",
      {
        intent: "save",
        version: "0",
        title: " Privacy notice ",
        description: "How we look after what you send us.",
        body: [
          "## Who we are",
          "",
          "Genesis, a **small** agency.",
          "",
          "<script>alert(1)</script>",
          "",
          '<img src="x" onerror="alert(2)"> [a link](javascript:alert(3))',
          "",
          "## Your choices",
          "",
          "Write to us.",
        ].join("\r\n"),
      },
      { cookie: owner },
    );
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe("/admin/pages/privacy?saved=1");
    const after = await page("/admin/pages/privacy?saved=1", owner);
    expect(textOf(after.screen.getByRole("status"))).toBe(legalWords.saved);
    expect(after.document.querySelector<HTMLInputElement>('input[name="version"]')!.value).toBe(
      "1",
    );

    const row = await stored("privacy");
    expect(row).toMatchObject({ version: 1, updated_by: OWNER.email });
    expect(row!.value).toMatchObject({
      title: "Privacy notice",
      updatedOn: new Date().toISOString().slice(0, 10),
    });
    expect(row!.value.body).not.toContain("\r");

    for (const url of ["/privacy", "/home-two/privacy"]) {
      const { response, screen, document } = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["x-render-cache"], url).not.toBe("hit");
      screen.getByRole("heading", { level: 1, name: "Privacy notice" });
      expect(document.title, url).toMatch(/^Privacy notice \|/);
      expect(document.querySelector('meta[name="description"]')?.getAttribute("content"), url).toBe(
        "How we look after what you send us.",
      );
      expect(textOf(document.querySelector("article p")), url).toBe(`Last updated ${today}`);
      const contents = screen.getByRole("navigation", { name: "Contents" });
      expect([...contents.querySelectorAll("li")].map((li) => textOf(li))).toEqual([
        "Who we are",
        "Your choices",
      ]);
      expect(textOf(document.querySelector(".rich-text"))).toContain("Genesis, a small agency.");
      expect(document.querySelector(".rich-text strong")?.textContent).toBe("small");
      expect(response.body).not.toMatch(/alert\(1\)|alert\(2\)|alert\(3\)|onerror/);
      expect(response.body).not.toContain("What we collect");
    }
    // The other page is as it was.
    expect((await get(app, "/terms")).body).toContain("Last updated");
    expect((await get(app, "/terms")).body).toContain("November 1, 2026");

    const audit = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "legal-page-saved")
      .execute();
    expect(audit).toMatchObject([
      {
        actor_email: OWNER.email,
        target: "legal:privacy",
        detail: "Privacy notice (/privacy): title, description, body",
      },
    ]);
    expect(auditCopy.actions["legal-page-saved"]).toBe("Saved a legal page");
    expect((await get(app, "/admin/audit", owner)).body).toContain("Saved a legal page");
    // The list shows the new title and today.
    const list = await page("/admin/pages", owner);
    expect(
      textOf(list.screen.getByRole("link", { name: "Privacy notice" }).closest("li")),
    ).toContain(`Last updated ${today}`);
  });

  it("refuses a save from a stale version with 409, keeping the text typed and overwriting nothing", async () => {
    const before = await stored("privacy");
    expect(before?.version).toBe(1);
    const response = await postForm(
      app,
      "/admin/pages/privacy",
      { intent: "save", version: "0", title: "Old tab", description: "", body: "From an old tab" },
      { cookie: owner },
    );
    expect(response.statusCode).toBe(409);
    const { screen } = parseHtml(response.body);
    expect(textOf(screen.getByRole("alert"))).toBe(errors.conflict);
    expect((screen.getByLabelText("Body") as HTMLTextAreaElement).value).toBe("From an old tab");
    expect(await stored("privacy")).toEqual(before);
    expect((await get(app, "/privacy")).body).not.toContain("From an old tab");
    const audit = await database.db
      .selectFrom("audit_log")
      .select("id")
      .where("action", "=", "legal-page-saved")
      .execute();
    expect(audit).toHaveLength(1);
  });
});
