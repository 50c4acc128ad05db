import type { Page } from "@playwright/test";
import { contactMessages } from "../../app/forms/contact-schema.ts";
import { storedEnquiries } from "./support/enquiries-cli.ts";
import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";

const unique = () => `visitor.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;

function contactForm(page: Page) {
  const form = page.locator('form[data-form="contact"]');
  return {
    form,
    name: form.getByLabel("Your Name"),
    email: form.getByLabel("Your Email"),
    phone: form.getByLabel("Your Number"),
    subject: form.getByLabel("Subject"),
    message: form.getByLabel("Your Message"),
    submit: form.getByRole("button", { name: "Send Message" }),
    messages: form.locator('[id$="-error"]'),
  };
}

/**
 * The contact page with its form live: these tests specify the scripted form.
 * (Sent before its code arrives, the form posts itself: html-forms.spec.ts.)
 */
async function openContactForm(page: Page) {
  await page.goto("/contact");
  const f = contactForm(page);
  // Not a locator action: the form may be swapped for its live self meanwhile.
  await page.evaluate(() => document.querySelector('form[data-form="contact"]')?.scrollIntoView());
  await expect(f.form).toHaveAttribute("data-live", "");
  return f;
}

async function fillValid(f: ReturnType<typeof contactForm>, email = unique()) {
  await f.name.fill("Zoë Łukasz");
  await f.email.fill(email);
  await f.phone.fill("+44 20 7946 0958");
  await f.subject.selectOption("Development");
  await f.message.fill("We need a booking app for our clinics.");
  return email;
}

test.describe("the 'Get In Touch' form", () => {
  // Its field states (nothing shown before use, the required marks, a message on change
  // and on blur tied to its field, every message gone once all are valid): the component's
  // test, app/forms/contact-form.test.tsx. axe on the untouched form: screens.spec.ts.

  test("submitted empty, it shows every message, focuses the first field and sends nothing", async ({
    page,
  }) => {
    // Any post, the script's or the form's own: either would be a send.
    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") sent.push(new URL(r.url()).pathname);
    });
    // Nor may validating break the CSP: zod probes for eval unless told not to (forms/zod-setup.ts).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (e) =>
        seen.push(`${e.violatedDirective} at ${e.sourceFile}`),
      );
    });
    const f = await openContactForm(page);
    await f.submit.click();
    // The rules arrive on first use: give a busy machine time to fetch them.
    await expect(f.messages).toHaveText(
      [
        contactMessages.nameRequired,
        contactMessages.emailRequired,
        contactMessages.phoneRequired,
        contactMessages.subjectRequired,
        contactMessages.messageRequired,
      ],
      { timeout: 15_000 },
    );
    await expect(f.name).toBeFocused();
    await expectNoAxeViolations(page);
    expect(sent).toEqual([]);

    // Filled in, the same button sends, and the listener sees it.
    await fillValid(f);
    await f.submit.click();
    await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
    expect(sent).toEqual(["/api/contact"]);
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });

  test("while sending, a spinner covers the page and a second submit sends nothing more", async ({
    page,
  }) => {
    // The request is held until the test lets it go: "while sending" lasts as
    // long as the checks need, however busy the machine.
    let requests = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact", async (route) => {
      requests++;
      await held;
      await route.continue();
    });
    const f = await openContactForm(page);
    await fillValid(f);
    await f.submit.click();
    await expect.poll(() => requests).toBe(1);
    await expect(
      page.getByRole("status").filter({ hasText: "Sending your message…" }),
    ).toBeVisible();
    await expect(f.submit).toBeDisabled();
    await f.form.evaluate((form: HTMLFormElement) => form.requestSubmit());
    release();
    await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
    expect(requests).toBe(1);
  });

  test("a sent enquiry shows the success notice, clears the form and reaches the operator", async ({
    page,
  }) => {
    const f = await openContactForm(page);
    const email = await fillValid(f);
    await f.submit.click();
    const notice = page
      .locator(".Toastify__toast-container--top-right")
      .getByText("Thank you! Your message has been sent. We will get back to you soon.");
    await expect(notice).toBeVisible();
    // In the site's typeface, not react-toastify's own sans-serif.
    await expect(notice).toHaveCSS("font-family", /^"Plus Jakarta Sans Variable"/);
    for (const field of [f.name, f.email, f.phone, f.message]) await expect(field).toHaveValue("");
    await expect(f.subject).toHaveValue("");
    await notice.click();
    await expect(notice).toBeHidden();

    const stored = storedEnquiries().find((e) => e.email === email);
    expect(stored).toMatchObject({
      name: "Zoë Łukasz",
      phone: "+44 20 7946 0958",
      subject: "Development",
      message: "We need a booking app for our clinics.",
      status: "new",
    });
  });

  test("a refusal from the server shows its message and keeps what was typed", async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/status of 429 \(Too Many Requests\) \[[^\]]*\/api\/contact\]$/);
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({
          success: false,
          message: "You have sent this form too often. Please wait 10 minutes and try again.",
        }),
      }),
    );
    const f = await openContactForm(page);
    const email = await fillValid(f);
    await f.submit.click();
    await expect(
      page.getByText("You have sent this form too often. Please wait 10 minutes and try again."),
    ).toBeVisible();
    await expect(f.email).toHaveValue(email);
    await expect(f.message).toHaveValue("We need a booking app for our clinics.");
  });

  test("a network failure says 'Submission failed. Please try again.', logs it and keeps the text", async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/^Form submission failed/);
    expectConsoleErrors(/ERR_CONNECTION_RESET \[[^\]]*\/api\/contact\]$/);
    await page.route("**/api/contact", (route) => route.abort("connectionreset"));
    const f = await openContactForm(page);
    const email = await fillValid(f);
    const logged = page.waitForEvent(
      "console",
      (m) => m.type() === "error" && m.text().includes("Form submission failed"),
    );
    await f.submit.click();
    await expect(page.getByText("Submission failed. Please try again.")).toBeVisible();
    await logged;
    await expect(f.email).toHaveValue(email);
  });

  test("a retry after a lost answer stores the enquiry once", async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/^Form submission failed/);
    expectConsoleErrors(/ERR_CONNECTION_RESET \[[^\]]*\/api\/contact\]$/);
    let first = true;
    await page.route("**/api/contact", async (route) => {
      if (first) {
        first = false;
        await route.fetch(); // the server stores it, but the answer never arrives
        return route.abort("connectionreset");
      }
      return route.continue();
    });
    const f = await openContactForm(page);
    const email = await fillValid(f);
    await f.submit.click();
    await expect(page.getByText("Submission failed. Please try again.")).toBeVisible();
    await f.submit.click();
    await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
    expect(storedEnquiries().filter((e) => e.email === email)).toHaveLength(1);
  });
});

test("the home 'Talk to us' form sends an enquiry with subject General", async ({ page }) => {
  await page.goto("/");
  const form = page.locator('form[data-form="contact"]');
  const email = unique();
  await form.getByLabel("Your Name").fill("Ana Souza");
  await form.getByLabel("Your Email").fill(email);
  await form.getByLabel("Your Number").fill("(307) 555-0199");
  await expect(form.getByLabel("Your Area")).toHaveAttribute("placeholder", "Message here..");
  await form.getByLabel("Your Area").fill("A new website for our bakery.");
  await form.getByRole("button", { name: "Connect Now" }).click();
  await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
  expect(storedEnquiries().find((e) => e.email === email)).toMatchObject({
    subject: "General",
    phone: "+1 307 555 0199",
    message: "A new website for our bakery.",
  });
});

test("the newsletter field subscribes once and confirms", async ({ page }) => {
  await page.goto("/home-two");
  const form = page.getByRole("form", { name: "Newsletter" });
  const email = unique();
  // The form comes alive as it nears the viewport; this test is about the live
  // form (a post before then is the browser's own: html-forms.spec.ts).
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute("data-live", "");
  await form.getByLabel("Your e-mail address").fill("not-an-address");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText(contactMessages.emailInvalid)).toBeVisible();
  await form.getByLabel("Your e-mail address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  const confirmation = page.getByText(/Please check your inbox/);
  await expect(confirmation).toBeVisible();
  await confirmation.click();
  await expect(confirmation).toBeHidden();
  await form.getByLabel("Your e-mail address").fill(email.toUpperCase());
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText(/Please check your inbox/)).toBeVisible();
});

test("the blog comment form stores the comment for moderation and says so", async ({ page }) => {
  await page.goto("/blog-details");
  const form = page.locator('form[data-form="comment"]');
  // An island that comes alive as the visitor nears it (app/forms/comment-form-island.ts).
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute("data-live", "");
  await form.getByRole("button", { name: "Post Comment" }).click();
  await expect(form.getByText(contactMessages.nameRequired)).toBeVisible();
  await form.getByLabel("Your Name").fill("Priya Natarajan");
  await form.getByLabel("Your Email").fill(unique());
  await form
    .getByLabel("Your Comment", { exact: true })
    .fill("Great read — how do you measure TBT in CI?");
  await form.getByRole("button", { name: "Post Comment" }).click();
  await expect(
    page.getByText("It will appear on the page once a moderator has approved it."),
  ).toBeVisible();
});
