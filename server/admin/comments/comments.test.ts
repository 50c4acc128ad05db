import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { commentsCopy } from "../../../app/admin/comments/comments-words.ts";
import { blogArticle } from "../../../app/content/blog.ts";
import { blogCommentsCopy } from "../../../app/content/blog-comments.ts";
import { storeComment } from "../../db/comments.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { seedPortfolio } from "../../db/seed.ts";
import {
  EDITOR,
  consoleUsers,
  get,
  postForm,
  signIn,
  startConsoleApp,
} from "../../../tests/support/console.ts";
import type { TestDatabase } from "../../../tests/support/databases.ts";
import { describeEachDialect } from "../../../tests/support/each-dialect.ts";
import { requireBuild } from "../../../tests/support/server-process.ts";

// Comment moderation (/admin/comments) and what the blog post shows of it.

describeEachDialect("comment moderation", (create) => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let cookie: string;
  const ids: Record<string, string> = {};

  const comment = async (key: string, name: string, message: string) => {
    await storeComment(
      database,
      { name, email: `${key}@example.com`, message, postSlug: blogArticle.slug },
      { idempotency: null, captcha: "off" },
    );
    const row = await database.db
      .selectFrom("blog_comments")
      .select("id")
      .where("email", "=", `${key}@example.com`)
      .executeTakeFirstOrThrow();
    ids[key] = row.id;
  };
  const decide = (key: string, decision: string, as = cookie) =>
    postForm(app, "/admin/comments?status=pending", { id: ids[key]!, decision }, { cookie: as });

  beforeAll(async () => {
    requireBuild();
    testDb = await create({ migrated: true });
    database = testDb.open();
    await migrateToLatest(database);
    // The posts the comments belong to live in the database.
    await seedPortfolio(database);
    await consoleUsers(database).add(EDITOR.email, "editor", EDITOR.password, "test");
    await comment("kind", "Mary Major", "Clear and useful, thank you.");
    await comment("rude", "Troll Face", "This is rubbish and so are you.");
    await comment("pills", "Cheap Pills", "Buy now at pills.example");
    await comment("dup", "Double Post", "Posted twice by mistake.");
    app = await startConsoleApp(testDb);
    cookie = await signIn(app, EDITOR);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await testDb?.drop();
  });

  it("shows no comment on the post before it is approved", async () => {
    const post = await get(app, "/blog-details");
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain(blogCommentsCopy.none);
    expect(post.body).toContain(">0 Comments<");
    for (const name of ["Mary Major", "Troll Face", "Cheap Pills"])
      expect(post.body).not.toContain(name);
  });

  it("queues pending comments, oldest decisions first, with four decisions each", async () => {
    const queue = await get(app, "/admin/comments", cookie);
    expect(queue.statusCode).toBe(200);
    for (const name of ["Mary Major", "Troll Face", "Cheap Pills", "Double Post"])
      expect(queue.body).toContain(name);
    for (const decision of ["approve", "reject", "spam", "delete"] as const) {
      expect(queue.body).toContain(`>${commentsCopy.decisions[decision]}</button>`);
    }
  });

  it("approves a comment: it appears under its post with the count", async () => {
    const response = await decide("kind", "approve");
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/admin/comments?status=pending&done=approve");
    for (const path of ["/blog-details", "/home-two/blog-details"]) {
      const post = await get(app, path);
      expect(post.body, path).toContain("Mary Major");
      expect(post.body, path).toContain("Clear and useful, thank you.");
      expect(post.body, path).toContain(blogCommentsCopy.heading(1));
      expect(post.body, path).not.toContain("mary@example.com");
    }
  });

  it("rejects, marks as spam and deletes: none of those ever shows on the post", async () => {
    expect((await decide("rude", "reject")).statusCode).toBe(303);
    expect((await decide("pills", "spam")).statusCode).toBe(303);
    expect((await decide("dup", "delete")).statusCode).toBe(303);
    const post = await get(app, "/blog-details");
    for (const name of ["Troll Face", "Cheap Pills", "Double Post"])
      expect(post.body).not.toContain(name);
    expect(post.body).toContain(blogCommentsCopy.heading(1));
    const rows = await database.db
      .selectFrom("blog_comments")
      .select(["name", "status"])
      .orderBy("name")
      .execute();
    expect(rows).toEqual([
      { name: "Cheap Pills", status: "spam" },
      { name: "Mary Major", status: "approved" },
      { name: "Troll Face", status: "rejected" },
    ]);
    const spam = await get(app, "/admin/comments?status=spam", cookie);
    expect(spam.body).toContain("Cheap Pills");
    expect(spam.body).not.toContain("Mary Major");
    const gone = await decide("dup", "approve");
    expect(gone.headers.location).toBe("/admin/comments?status=pending&done=gone");
  });

  it("records every decision in the audit log", async () => {
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["action", "actor_email"])
      .where("action", "like", "comment-%")
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual([
      "comment-approved",
      "comment-deleted",
      "comment-rejected",
      "comment-spam",
    ]);
    expect(new Set(audit.map((a) => a.actor_email))).toEqual(new Set([EDITOR.email]));
  });

  it("lets no one signed out moderate, and refuses a cross-site decision", async () => {
    const signedOut = await postForm(app, "/admin/comments", {
      id: ids.rude!,
      decision: "approve",
    });
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe("/admin/login");
    const forged = await postForm(
      app,
      "/admin/comments",
      { id: ids.rude!, decision: "approve" },
      { cookie, origin: "https://evil.example" },
    );
    expect(forged.statusCode).toBe(403);
    const row = await database.db
      .selectFrom("blog_comments")
      .select("status")
      .where("id", "=", ids.rude!)
      .executeTakeFirst();
    expect(row?.status).toBe("rejected");
  });
});
