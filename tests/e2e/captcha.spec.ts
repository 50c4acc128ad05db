import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RECAPTCHA_SCRIPT } from "../../app/forms/recaptcha.ts";
import {
  freePort,
  runServer,
  waitUntilReady,
  type ServerProcess,
} from "../support/server-process.ts";
import { expect, test } from "./support/fixtures.ts";

// The browser side of reCAPTCHA v3 against our real server with captcha on:
// Google's script is played by a routed fake, its verify endpoint by a fake
// server on loopback. The server's verification rules have their own tests.
test.describe.configure({ mode: "serial" });
// The captcha flow does not depend on width: it runs at 1440 px only (no phone tag).

let site: ServerProcess;
let verify: Server;
let dataDir: string;
const verifications: URLSearchParams[] = [];

test.beforeAll(async () => {
  verify = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      verifications.push(new URLSearchParams(body));
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          success: true,
          action: "submit",
          hostname: "127.0.0.1",
          score: 0.9,
          challenge_ts: new Date().toISOString(),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => verify.listen(0, "127.0.0.1", resolve));
  dataDir = mkdtempSync(join(tmpdir(), "genesis-captcha-"));
  const port = String(await freePort());
  site = runServer({
    PORT: port,
    SITE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: `file:${join(dataDir, "captcha.sqlite")}`,
    RECAPTCHA_SITE_KEY: "test-site-key",
    RECAPTCHA_SECRET_KEY: "test-secret",
    RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${(verify.address() as AddressInfo).port}/siteverify`,
    FORM_MIN_FILL_MS: "0",
  });
  await waitUntilReady(site);
});

test.afterAll(async () => {
  await site?.stop();
  await new Promise((resolve) => verify?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

test("loads reCAPTCHA only once a form is used, and sends a token for 'submit' that the server verifies", async ({
  page,
}) => {
  const scripts: string[] = [];
  await page.route(`${RECAPTCHA_SCRIPT}*`, (route) => {
    scripts.push(route.request().url());
    return route.fulfill({
      contentType: "text/javascript",
      body: "window.grecaptcha = { ready(cb) { cb(); }, execute(key, o) { return Promise.resolve('token-' + key + '-' + o.action); } };",
    });
  });
  // The public settings of pre-rendered pages come from the build; a query
  // string makes the server render the page live, with this server's settings.
  await page.goto(`${site.baseUrl}/contact?from=test`);
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([]);

  const form = page.locator('form[data-form="contact"]');
  await form.getByLabel("Your Name").fill("Ana Souza");
  await expect.poll(() => scripts.length).toBe(1);
  expect(scripts[0]).toBe(`${RECAPTCHA_SCRIPT}?render=test-site-key`);

  await form.getByLabel("Your Email").fill("ana@example.com");
  await form.getByLabel("Your Number").fill("+1 307 555 0199");
  await form.getByLabel("Subject").selectOption("Support");
  await form.getByLabel("Your Message").fill("Is our booking app ready for the holidays?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();

  expect(verifications).toHaveLength(1);
  expect(verifications[0]!.get("secret")).toBe("test-secret");
  expect(verifications[0]!.get("response")).toBe("token-test-site-key-submit");
  expect(scripts).toHaveLength(1);
});
