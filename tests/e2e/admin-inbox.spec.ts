import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";
import { openConsoleMenu } from "./support/console.ts";

const enquiriesCsv = () =>
  execFileSync("npm", ["run", "-s", "enquiries", "--", "--csv"], {
    env: {
      ...process.env,
      DATABASE_URL: `file:${process.env.E2E_DATABASE_FILE}`,
      LOG_LEVEL: "silent",
    },
    encoding: "utf8",
  });

test("an enquiry sent from /contact appears in the inbox, is replied to from a template, gets a note and exports to CSV", async ({
  page,
  openConsoleAs,
}, info) => {
  // A CLI run, three pages checked by axe and a download: more than the default 30 s here.
  test.setTimeout(90_000);
  const email = `inbox.${info.project.name}.${Date.now()}@example.com`;
  // The visit begins on a campaign's link to the home page; the enquiry is sent from /contact.
  await page.goto("/?utm_source=spring&utm_campaign=launch");
  await page.goto("/contact");
  const form = page.locator('form[data-form="contact"]');
  await page.evaluate(() => document.querySelector('form[data-form="contact"]')?.scrollIntoView());
  await expect(form).toHaveAttribute("data-live", "");
  await form.getByLabel("Your Name").fill("Hedy Lamarr");
  await form.getByLabel("Your Email").fill(email);
  await form.getByLabel("Your Number").fill("+1 307 555 0142");
  await form.getByLabel("Subject").selectOption("Sales");
  await form.getByLabel("Your Message").fill("Frequency hopping for our radio app, please.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(/Thank you/).first()).toBeVisible();

  await openConsoleAs("editor");
  await openConsoleMenu(page);
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: /^Enquiries/ })
    .filter({ visible: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
  await page.getByLabel("Search name, e-mail and message").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("1 enquiry", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Hedy Lamarr" }).click();

  await expect(page.getByText("Frequency hopping for our radio app, please.")).toBeVisible();
  // Where the lead came from: the visit's first page and campaign, kept by the browser.
  const field = (term: string) => page.locator("dt", { hasText: term }).locator("+ dd");
  await expect(field("Landing page")).toHaveText("/");
  await expect(field("utm_source")).toHaveText("spring");
  await expect(field("utm_campaign")).toHaveText("launch");
  await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${email.replace(/\./g, "\\.")}\\?subject=`),
  );
  // A reply from a template, edited, sent: it joins the history and the status follows.
  await page.getByRole("link", { name: "Ask for a brief" }).click();
  const reply = page.getByLabel("Reply", { exact: true });
  await expect(reply).toHaveValue(/^Hello Hedy Lamarr,\n\nThank you for your enquiry/);
  await reply.fill("Hello Hedy,\nWhich radios should the app support?");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Reply queued" })).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByText("Which radios should the app support?")).toBeVisible();
  await expect(history.getByText(/^E-mail (queued|sent)$/)).toBeVisible();
  await expect(history.getByText("Status New → Replied")).toBeVisible();
  await expect(reply).toHaveValue("");
  await page.getByLabel("Note (only the team sees it)").fill("Sent the proposal on Monday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Note added." })).toBeVisible();
  await expect(page.getByText("Sent the proposal on Monday.")).toBeVisible();
  await expectNoAxeViolations(page);

  // The export of the whole inbox is the CLI's CSV, byte for byte.
  await page.getByRole("link", { name: "All enquiries" }).click();
  await page.getByRole("link", { name: "Replied" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: email })).toBeVisible();
  await page.getByRole("link", { name: "All", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries$/);
  const exported = async () => {
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    return readFileSync(await (await download).path(), "utf8");
  };
  const csv = await exported();
  expect(csv).toContain(email);
  expect(csv).toContain(",replied,");
  // Other tests change the inbox meanwhile (a status, a notification's state): the CLI's CSV
  // is read just before the export, and the pair again until nothing moved between them.
  await expect(async () => {
    const cli = enquiriesCsv();
    expect(await exported()).toBe(cli);
  }).toPass({ timeout: 20_000 });
});
