import { PHONE } from "./support/tags.ts";
import { consoleCopy } from "../../app/content/admin/console.ts";
import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  REFUSED_SIGN_IN,
  addConsoleUser,
  disableConsoleUser,
  openConsoleMenu,
  signInToConsole,
} from "./support/console.ts";

// The one test that signs in through the form (the others start signed in), and on a
// phone too, where the console's navigation is a menu.
test(
  "the first owner created by the CLI signs in, finds the console's pages and signs out",
  PHONE,
  async ({ page }, info) => {
    test.setTimeout(90_000);
    const owner = addConsoleUser("owner", info.project.name);
    await page.goto("/admin/enquiries");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expectNoAxeViolations(page);
    await signInToConsole(page, owner);
    await expect(page.getByText(owner.email).first()).toBeAttached();
    await expectNoAxeViolations(page);
    await openConsoleMenu(page);
    await page
      .getByRole("navigation", { name: "Console" })
      .getByRole("link", { name: "Audit log" })
      .filter({ visible: true })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    await expect(
      page.locator("#console-main").getByText("Signed in", { exact: true }).first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await openConsoleMenu(page);
    await page.getByRole("button", { name: "Sign out" }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
  },
);

test("a wrong password is refused, and after five the account is rate limited", async ({
  page,
  expectConsoleErrors,
}, info) => {
  expectConsoleErrors(REFUSED_SIGN_IN);
  const editor = addConsoleUser("editor", info.project.name);
  await page.goto("/admin/login");
  for (let i = 0; i < 5; i++) {
    await page.getByLabel("Email").fill(editor.email);
    await page.getByLabel("Password").fill(`not it ${i} at all`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText(consoleCopy.login.refused);
    await expect(page.getByLabel("Email")).toHaveValue(editor.email);
  }
  // Even the right password waits now.
  await page.getByLabel("Password").fill(editor.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(consoleCopy.login.tooMany(15));
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expectNoAxeViolations(page);
});

test("a disabled user's session stops working at once", async ({
  page,
  expectConsoleErrors,
}, info) => {
  expectConsoleErrors(REFUSED_SIGN_IN);
  const editor = addConsoleUser("editor", info.project.name);
  await signInToConsole(page, editor);
  disableConsoleUser(editor.email);
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel("Email").fill(editor.email);
  await page.getByLabel("Password").fill(editor.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(consoleCopy.login.refused);
});

test("a forged cross-site POST to the console is refused and changes nothing", async ({
  page,
  baseURL,
  expectConsoleErrors,
  openConsoleAs,
}) => {
  await openConsoleAs("editor");
  // Another site's page, on another port of the same host: the browser sends
  // the SameSite=Lax cookie along (same site), so only the origin check stands.
  const target = `${baseURL}/admin/logout`;
  const other = createServer((_request, response) => {
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.end(
      `<!doctype html><title>Win a prize</title><form method="post" action="${target}"><button>Claim</button></form>`,
    );
  });
  await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
  try {
    expectConsoleErrors(/status of 403 \(Forbidden\)/);
    // Not one of our pages: nothing hydrates there.
    await page.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`, {
      waitUntil: "commit",
    });
    const answer = page.waitForResponse((r) => r.url() === target);
    await page.getByRole("button", { name: "Claim" }).click();
    const response = await answer;
    expect(response.status()).toBe(403);
    expect(
      response.request().headers()["cookie"] ?? (await response.request().allHeaders())["cookie"],
    ).toMatch(/genesis-console\.session_token=/);
    await expect(page.getByText("This request did not come from the console")).toBeVisible();
  } finally {
    other.close();
  }
  // The session was not ended: the console still opens.
  await page.goto(`${baseURL}/admin`);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
});

test("an editor cannot reach user management, by link or by address", async ({
  page,
  expectConsoleErrors,
  openConsoleAs,
}) => {
  await openConsoleAs("editor");
  await openConsoleMenu(page);
  await expect(page.getByRole("link", { name: "Users" })).toHaveCount(0);
  expectConsoleErrors(/status of 403 \(Forbidden\) \[[^\]]*\/admin\/users\]$/);
  const response = await page.goto("/admin/users");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a console page opens at its top, from the side bar's links and from the address bar", async ({
  page,
  openConsoleAs,
}) => {
  await openConsoleAs("owner");
  const nav = page.getByRole("navigation", { name: "Console" });
  const atTop = async (what: string) => {
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY), what).toBe(0);
  };
  for (const [name, path] of [
    ["Redirects", "/admin/redirects"],
    ["Integrations", "/admin/integrations"],
    ["Languages", "/admin/languages"],
    ["Privacy", "/admin/privacy"],
    ["Your account", "/admin/account"],
  ] as const) {
    await nav.getByRole("link", { name, exact: true }).filter({ visible: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // The side bar's effect runs once the page has rendered.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    await atTop(`${name} from its link`);
  }
  for (const path of ["/admin/redirects", "/admin/integrations", "/admin/pages/copy/home"]) {
    await page.goto(path);
    await atTop(`${path} from the address bar`);
    // The side bar's own list still shows the current page's link.
    await expect(nav.locator('[aria-current="page"]').filter({ visible: true })).toBeInViewport();
  }
  // The side bar's areas in four named groups, all in view on a 1440×900 screen.
  const side = nav.filter({ visible: true });
  for (const group of ["Inbox", "Content", "Site", "Administration"]) {
    await expect(side.getByRole("group", { name: group })).toBeVisible();
  }
  await expect(side.getByRole("group", { name: "Site" }).getByRole("link")).toHaveText([
    "Settings",
    "Redirects",
    "Languages",
    "Integrations",
  ]);
  await expect(side.getByRole("link", { name: "Overview" })).toBeInViewport({ ratio: 1 });
  await expect(side.getByRole("link", { name: "Your account" })).toBeInViewport({ ratio: 1 });
  await expect(side.getByRole("button", { name: "Sign out" })).toBeInViewport({ ratio: 1 });
  expect(
    await side
      .locator("div.overflow-y-auto")
      .evaluate((list) => list.scrollHeight <= list.clientHeight),
  ).toBe(true);
  // A short window: the list scrolls to the current link, the page does not.
  await page.setViewportSize({ width: 1440, height: 560 });
  await page.goto("/admin/account");
  await atTop("/admin/account in a short window");
  await expect(nav.locator('[aria-current="page"]').filter({ visible: true })).toBeInViewport();
});
