import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { contactMessages } from "../../app/forms/contact-schema.ts";
import { storedEnquiries } from "./support/enquiries-cli.ts";
import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";

// Every form is an HTML form first (docs/decisions/017-html-forms-first.md):
// with JavaScript off it posts to its page, which comes back with the outcome.

const unique = (what: string) =>
  `${what}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;

function rowsWhere(table: "newsletter_subscriptions" | "blog_comments", email: string) {
  const db = new Database(process.env.E2E_DATABASE_FILE!, { readonly: true });
  try {
    return db.prepare(`SELECT * FROM ${table} WHERE email = ?`).all(email.toLowerCase());
  } finally {
    db.close();
  }
}

/** Every address the page asked for while the test ran: values must never be in one. */
function addressesVisited(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) urls.push(request.url());
  });
  return urls;
}

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form shows every message with the typed values kept, then stores the enquiry", async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/status of 400 \(Bad Request\) \[[^\]]*\/contact\]$/);
    const visited = addressesVisited(page);
    await page.goto("/contact");
    const form = page.locator('form[data-form="contact"]');
    await form.getByLabel("Your Name").fill("Jean-Luc O'Brien");
    await form.getByLabel("Your Email").fill("not-an-address");
    await form.getByLabel("Your Message").fill("Kept as typed.");
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(form.getByText(contactMessages.emailInvalid)).toBeVisible();
    await expect(form.getByText(contactMessages.phoneRequired)).toBeVisible();
    await expect(form.getByText(contactMessages.subjectRequired)).toBeVisible();
    await expect(form.getByRole("alert")).toBeVisible();
    await expect(form.getByLabel("Your Name")).toHaveValue("Jean-Luc O'Brien");
    await expect(form.getByLabel("Your Email")).toHaveValue("not-an-address");
    await expect(form.getByLabel("Your Message")).toHaveValue("Kept as typed.");
    await expect(form.getByLabel("Your Email")).toHaveAttribute("aria-invalid", "true");

    const email = unique("nojs");
    await form.getByLabel("Your Email").fill(email);
    await form.getByLabel("Your Number").fill("+44 20 7946 0958");
    await form.getByLabel("Subject").selectOption("Sales");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText(
      "Thank you! Your message has been sent. We will get back to you soon.",
    );
    await expect(form.getByLabel("Your Email")).toHaveValue("");
    expect(storedEnquiries().filter((e) => e.email === email)).toMatchObject([
      { name: "Jean-Luc O'Brien", subject: "Sales", message: "Kept as typed." },
    ]);
    for (const url of visited) {
      expect(new URL(url).search).toBe("");
      expect(url).not.toContain("O'Brien");
    }
  });

  test("the home 'Talk to us' form stores an enquiry with subject General", async ({ page }) => {
    await page.goto("/");
    const form = page.locator('form[data-form="contact"]');
    const email = unique("talk");
    await form.getByLabel("Your Name").fill("Ana Souza");
    await form.getByLabel("Your Email").fill(email);
    await form.getByLabel("Your Number").fill("(307) 555-0199");
    await form.getByLabel("Your Area").fill("A new website for our bakery.");
    await form.getByRole("button", { name: "Connect Now" }).click();
    await expect(page.locator('form[data-form="contact"]').getByRole("status")).toContainText(
      "Your message has been sent",
    );
    expect(page.url()).not.toContain("?");
    expect(storedEnquiries().filter((e) => e.email === email)).toMatchObject([
      { subject: "General", phone: "+1 307 555 0199" },
    ]);
  });

  test("the Services contact block stores an enquiry", async ({ page }) => {
    await page.goto("/services");
    const form = page.locator('form[data-form="contact"]');
    const email = unique("services");
    await form.getByLabel("Your Name").fill("Kofi Mensah");
    await form.getByLabel("Your Email").fill(email);
    await form.getByLabel("Your Number").fill("+233 30 123 4567");
    await form.getByLabel("Your Message").fill("An app for our farm co-operative.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator('form[data-form="contact"]').getByRole("status")).toBeVisible();
    expect(storedEnquiries().filter((e) => e.email === email)).toHaveLength(1);
  });

  test("the newsletter refuses a bad address with the value kept, then subscribes", async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/status of 400 \(Bad Request\) \[[^\]]*\/home-two\/about\]$/);
    await page.goto("/home-two/about");
    const form = page.getByRole("form", { name: "Newsletter" });
    await form.getByLabel("Your e-mail address").fill("not-an-address");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("form", { name: "Newsletter" })).toContainText(
      contactMessages.emailInvalid,
    );
    await expect(form.getByLabel("Your e-mail address")).toHaveValue("not-an-address");
    const email = unique("reader");
    await form.getByLabel("Your e-mail address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("status")).toContainText("Please check your inbox");
    expect(page.url()).toMatch(/\/home-two\/about$/);
    // Double opt-in: pending until the e-mail's link is opened (admin-subscribers.spec.ts).
    expect(rowsWhere("newsletter_subscriptions", email)).toMatchObject([{ status: "pending" }]);
  });

  test("the blog comment form stores the comment for moderation", async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/status of 400 \(Bad Request\) \[[^\]]*\/blog-details\]$/);
    await page.goto("/blog-details");
    const form = page.locator('form[data-form="comment"]');
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expect(form.getByText(contactMessages.nameRequired)).toBeVisible();
    const email = unique("comment");
    await form.getByLabel("Your Name").fill("Priya Natarajan");
    await form.getByLabel("Your Email").fill(email);
    await form.getByLabel("Your Comment", { exact: true }).fill("How do you measure TBT in CI?");
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expect(form.getByRole("status")).toContainText("once a moderator has approved it");
    expect(rowsWhere("blog_comments", email)).toMatchObject([{ status: "pending" }]);
  });
});

test("a form sent before the page's scripts have loaded is posted by the browser and stored once", async ({
  page,
}) => {
  // Hold every script: the page is painted and filled in, but not yet live.
  const held: (() => Promise<void>)[] = [];
  await page.route(/\/assets\/.+\.js$/, (route) => {
    held.push(() => route.continue());
  });
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  await page.goto("/contact", { waitUntil: "commit" });
  const form = page.locator('form[data-form="contact"]');
  const email = unique("early");
  await form.getByLabel("Your Name").fill("Zoë Łukasz");
  await form.getByLabel("Your Email").fill(email);
  await form.getByLabel("Your Number").fill("+44 20 7946 0958");
  await form.getByLabel("Subject").selectOption("Support");
  await form.getByLabel("Your Message").fill("Sent before the scripts.");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await form.getByRole("button", { name: "Send Message" }).click();

  await expect(page.locator('form[data-form="contact"]').getByRole("status")).toContainText(
    "Your message has been sent",
  );
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await Promise.all(held.map((go) => go().catch(() => {})));
  expect(posts).toEqual(["/contact"]);
  expect(page.url()).toMatch(/\/contact$/);
  expect(storedEnquiries().filter((e) => e.email === email)).toHaveLength(1);
});

test("a form sent after the page hydrated but before its own code arrived is posted by the browser and stored once", async ({
  page,
}) => {
  // The form is an island that wakes on approach: hold its module back.
  await page.route(/\/assets\/contact-form-[\w-]{8}\.js$/, () => {});
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  await page.goto("/contact");
  const form = page.locator('form[data-form="contact"]');
  const email = unique("island");
  await form.getByLabel("Your Name").fill("Zoë Łukasz");
  await form.getByLabel("Your Email").fill(email);
  await form.getByLabel("Your Number").fill("+44 20 7946 0958");
  await form.getByLabel("Subject").selectOption("Sales");
  await form.getByLabel("Your Message").fill("Sent before the form's code.");
  await expect(form).not.toHaveAttribute("data-live");
  await form.getByRole("button", { name: "Send Message" }).click();

  await expect(page.locator('form[data-form="contact"]').getByRole("status")).toContainText(
    "Your message has been sent",
  );
  expect(posts).toEqual(["/contact"]);
  expect(page.url()).toMatch(/\/contact$/);
  expect(storedEnquiries().filter((e) => e.email === email)).toMatchObject([
    { subject: "Sales", message: "Sent before the form's code." },
  ]);
});

test("the page answering a refused post shows its messages accessibly, and the live form keeps them", async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(/status of 400 \(Bad Request\) \[[^\]]*\/contact\]$/);
  // Post before the form's code arrives, so the browser sends it itself.
  let holdForm = true;
  await page.route(/\/assets\/contact-form-[\w-]{8}\.js$/, (route) =>
    holdForm ? undefined : route.continue(),
  );
  await page.goto("/contact");
  const form = page.locator('form[data-form="contact"]');
  await form.getByLabel("Your Name").fill("Ann Lee");
  await form.getByLabel("Your Email").fill("ann@");
  holdForm = false;
  await form.getByRole("button", { name: "Send Message" }).click();
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  const answered = page.locator('form[data-form="contact"]');
  await expect(answered.getByText(contactMessages.emailInvalid)).toBeVisible();
  await expect(answered.getByRole("alert")).toBeVisible();
  await expectNoAxeViolations(page);
  // Once the form's code runs, it keeps what the page came back with.
  await answered.getByLabel("Your Name").focus();
  await expect(answered).toHaveAttribute("data-live", "");
  await expect(answered.getByLabel("Your Name")).toHaveValue("Ann Lee");
  await expect(answered.getByText(contactMessages.emailInvalid)).toBeVisible();
});
