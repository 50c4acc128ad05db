import { readFileSync } from "node:fs";
import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";

// The console's analytics in the browser: a visitor comes from a campaign,
// reads a service, the contact page and sends an enquiry; an editor finds
// the campaign's enquiry in 'Conversion by source', reads chosen days,
// opens a chart's numbers and downloads the CSV. The counting itself, every
// figure and table: server/admin/analytics/analytics.test.ts and
// tests/integration/analytics.test.ts.

const campaign = `e2e-${Date.now()}-${Math.round(Math.random() * 1e6)}`;
// Its own User-Agent: a visitor is an address and a browser a day, and every other test is
// this same browser on this same address.
test.use({ userAgent: `Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36 ${campaign}` });

test("a campaign's visitor sends an enquiry, and the editor sees it converted, by chosen days and as CSV", async ({
  page,
  openConsoleAs,
}) => {
  // Five pages, a form, two axe runs and a download.
  test.setTimeout(90_000);
  await page.goto(`/services?utm_campaign=${campaign}`);
  await page.goto("/services/custom-website");
  await page.goto("/contact");
  const form = page.locator('form[data-form="contact"]');
  await page.evaluate(() => document.querySelector('form[data-form="contact"]')?.scrollIntoView());
  await expect(form).toHaveAttribute("data-live", "");
  await form.getByLabel("Your Name").fill("Ana Souza");
  await form.getByLabel("Your Email").fill(`${campaign}@example.com`);
  await form.getByLabel("Your Number").fill("+44 20 7946 0958");
  await form.getByLabel("Subject").selectOption("Development");
  await form.getByLabel("Your Message").fill("A booking app for our clinics.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(/Your message has been sent/)).toBeVisible();

  await openConsoleAs("editor");
  await page.getByRole("link", { name: "Analytics", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  const bySource = page.getByRole("region", { name: "Conversion by source" });
  await expect(bySource.getByRole("row", { name: campaign })).toHaveText(
    new RegExp(`${campaign}\\s*1\\s*1 \\(100%\\)`),
  );

  // Chosen days: today alone, from the form, keyboard only.
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByLabel("To", { exact: true }).fill(today);
  await page.getByLabel("To", { exact: true }).press("Enter");
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  await expect(page.getByText(`${today} to ${today} (UTC)`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Last 30 days" })).not.toHaveAttribute(
    "aria-current",
    "page",
  );

  // The chart's numbers, opened from the keyboard.
  const days = page.getByRole("region", { name: "Visitors and enquiries a day" });
  const summary = days.getByText("Show the numbers");
  await summary.focus();
  await expect(summary).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(days.getByRole("table")).toBeVisible();
  await expect(days.getByRole("row", { name: today })).toBeVisible();
  await expectNoAxeViolations(page);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const file = await (await download).path();
  const csv = readFileSync(file, "utf8");
  expect(csv).toContain(`Conversion by source,${campaign},1,,1,1.0000`);
  expect(csv).toContain(`Days,${today},`);
});
