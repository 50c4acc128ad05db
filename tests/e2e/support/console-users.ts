import { execFileSync } from "node:child_process";
import { request, type BrowserContext } from "@playwright/test";
import type { ConsoleRole } from "../../../app/lib/admin/roles.ts";
import { E2E_BASE_URL } from "./server.ts";

/** The console in the browser: users made by `npm run users`, as an operator makes them. */

export interface ConsoleAccount {
  email: string;
  password: string;
}

/** A signed-in console user: the account and its session's cookies (a browser's stored state). */
export interface ConsoleSession {
  account: ConsoleAccount;
  cookies: Parameters<BrowserContext["addCookies"]>[0];
}

/**
 * A fresh account of `role`, signed in through the server's own sign-in (the form's
 * POST, as a browser sends it) without a page: what a test that starts signed in is
 * handed (docs/testing.md, "Signed in from the start"). The form itself is tested once, in
 * admin-sign-in.spec.ts.
 */
export async function newConsoleSession(role: ConsoleRole, owner: string): Promise<ConsoleSession> {
  const account = addConsoleUser(role, owner);
  const http = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    const response = await http.post("/admin/login", {
      form: { email: account.email, password: account.password },
      headers: { origin: E2E_BASE_URL },
      maxRedirects: 0,
    });
    if (response.status() !== 303) {
      throw new Error(`Sign-in of ${account.email} answered ${response.status()}, not 303`);
    }
    return { account, cookies: (await http.storageState()).cookies };
  } finally {
    await http.dispose();
  }
}

/** The e2e server's database, unless a spec runs servers of its own. */
const E2E_DATABASE = () => `file:${process.env.E2E_DATABASE_FILE}`;

function usersCli(args: string[], input?: string, databaseUrl = E2E_DATABASE()): string {
  return execFileSync("npm", ["run", "-s", "users", "--", ...args], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "silent",
    },
    encoding: "utf8",
    input,
  });
}

/** A fresh account of the given role (each test its own, as projects run the same tests). */
export function addConsoleUser(
  role: ConsoleRole,
  project: string,
  databaseUrl?: string,
): ConsoleAccount {
  const email = `${role}.${project}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;
  const password = `pass phrase ${Math.random().toString(36).slice(2)}`;
  usersCli(["add", email, "--role", role], `${password}\n`, databaseUrl);
  return { email, password };
}

export function disableConsoleUser(email: string) {
  usersCli(["disable", email]);
}
