import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";

// An enquiry from a disposable-mail address with links in it
// is filed under Spam with its reasons, and 'Not spam' makes it New and queues
// its notification e-mail (the server of the run has e-mail on, to no server:
// the console shows the e-mail waiting in the outbox).

test("a spam enquiry is filed under Spam with why, and 'Not spam' makes it New and queues its e-mail", async ({
  page,
  openConsoleAs,
}, info) => {
  // A form, three console pages, one of them checked by axe: slow on a busy host.
  test.setTimeout(90_000);
  const email = `offers.${info.project.name}.${Date.now()}@mailinator.com`;
  await page.goto("/contact");
  const form = page.locator('form[data-form="contact"]');
  await page.evaluate(() => document.querySelector('form[data-form="contact"]')?.scrollIntoView());
  await expect(form).toHaveAttribute("data-live", "");
  await form.getByLabel("Your Name").fill("Best Offers");
  await form.getByLabel("Your Email").fill(email);
  await form.getByLabel("Your Number").fill("+1 307 555 0142");
  await form.getByLabel("Subject").selectOption("Sales");
  await form
    .getByLabel("Your Message")
    .fill("Cheap deals at https://one.example, https://two.example and https://three.example");
  await form.getByRole("button", { name: "Send Message" }).click();
  // The visitor is answered as any other: a score never tells a sender anything.
  await expect(page.getByText(/Thank you/).first()).toBeVisible();

  await openConsoleAs("editor");
  await page.goto("/admin/enquiries");
  await page.getByRole("link", { name: "Spam", exact: true }).click();
  await expect(page).toHaveURL(/status=spam/);
  await page.getByLabel("Search name, e-mail and message").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("1 enquiry", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Best Offers" }).click();

  const why = page.getByRole("region", { name: "Why it is spam" });
  await expect(why).toBeVisible();
  await expect(why.getByText("3 links in the message.")).toBeVisible();
  await expect(why.getByText(/mailinator\.com, a disposable-mail service/)).toBeVisible();
  const notification = page.getByRole("region", { name: "Notification e-mail" });
  await expect(notification.getByText("Held back while it is in Spam")).toBeVisible();
  await expectNoAxeViolations(page);

  await why.getByRole("button", { name: "Not spam" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Moved to New. Its notification e-mail is on its way." }),
  ).toBeVisible();
  await expect(why).toHaveCount(0);
  await expect(page.getByText("Status Spam → New")).toBeVisible();
  await expect(page.getByLabel("Change the status")).toHaveValue("new");
  // Queued in the outbox, or already tried once (there is no mail server in this run).
  await expect(
    notification.getByText(/^(Queued: waiting to be sent\.|Not sent yet: )/),
  ).toBeVisible();
});
