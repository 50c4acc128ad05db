import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { postgresTestDatabase, postgresUrl, type TestDatabase } from "../support/databases.ts";
import {
  freePort,
  runServer,
  waitUntilReady,
  type ServerProcess,
} from "../support/server-process.ts";
import { addConsoleUser, signInToConsole, uploadCover } from "./support/console.ts";
import { expect, test } from "./support/fixtures.ts";

// Two instances of the app on one PostgreSQL database and
// Redis, with one media folder, as behind a load balancer. An editor
// publishes in the browser on one; the other, which had kept the page, serves
// the new version within a second, with the cover uploaded on the first.
// Servers and database of its own: the shared e2e server is not touched.

const redisUrl = process.env.TEST_REDIS_URL;
const POST = "/blog/seven-signs-your-website-is-slowing-your-business-down";

test.describe.configure({ timeout: 180_000 });
test.skip(!postgresUrl || !redisUrl, "needs TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both)");

test("a publish on one instance is served by the other within a second", async ({
  browser,
}, info) => {
  const database: TestDatabase = await postgresTestDatabase(postgresUrl!);
  const media = mkdtempSync(join(tmpdir(), "genesis-two-instances-"));
  const servers: ServerProcess[] = [];
  try {
    const ports = [await freePort(), await freePort()];
    const shared = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: `e2e-two-${process.pid}-${Date.now()}:`,
      BETTER_AUTH_SECRET: "two-instances-secret-two-instances-secret",
      // The address visitors use; the console takes posts from it only.
      SITE_URL: `http://127.0.0.1:${ports[0]}`,
      MEDIA_DIR: media,
    };
    for (const [i, port] of ports.entries()) {
      servers.push(
        runServer({ ...shared, PORT: String(port), INSTANCE_NAME: `instance-${i + 1}` }),
      );
    }
    await Promise.all(servers.map((server) => waitUntilReady(server, 90_000)));
    const [first, second] = servers as [ServerProcess, ServerProcess];

    // The second instance keeps the post's page before the change.
    const visitor = await browser.newContext({ baseURL: second.baseUrl });
    for (let i = 0; i < 2; i++) await visitor.request.get(POST);
    const kept = await visitor.request.get(POST);
    expect(kept.headers()["x-render-cache"]).toBe("hit");
    expect(kept.headers()["x-instance"]).toBe("instance-2");

    // An editor on the first instance gives the post a new title and cover, and publishes.
    const editing = await browser.newContext({ baseURL: first.baseUrl });
    const page = await editing.newPage();
    await signInToConsole(page, addConsoleUser("editor", info.project.name, database.url));
    await page.goto("/admin/posts");
    await page
      .getByRole("link", { name: "Seven signs your website is slowing your business down" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible();
    const title = `Seven signs, published on instance one ${Date.now().toString(36)}`;
    await page.getByLabel("Title", { exact: true }).fill(title);
    await uploadCover(page, "signs.png", "#0e7c66");
    await page.getByLabel("Alt text", { exact: true }).fill("A stopwatch beside a phone.");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Published. It is live now.");
    const publishedAt = Date.now();

    // The second instance serves it within a second of the editor's notice.
    let seenAfterMs = -1;
    while (Date.now() - publishedAt < 5000) {
      const answer = await visitor.request.get(POST);
      if ((await answer.text()).includes(title)) {
        seenAfterMs = Date.now() - publishedAt;
        break;
      }
    }
    expect(seenAfterMs).toBeGreaterThanOrEqual(0);
    expect(seenAfterMs).toBeLessThan(1000);

    // A visitor on the second instance sees the new title and the cover uploaded on the first.
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(POST);
    await expect(visitorPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const image = visitorPage.getByRole("img", { name: "A stopwatch beside a phone." });
    await expect(image).toHaveJSProperty("complete", true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/media\/[0-9a-f-]{36}\/\d+\.avif$/,
    );
    await editing.close();
    await visitor.close();
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
    rmSync(media, { recursive: true, force: true });
  }
});
