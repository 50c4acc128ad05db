import type { LightMyRequestResponse } from "fastify";
import { startBuiltApp } from "./built-app.ts";
import { htmlPageOf, type HtmlPage } from "./html-page.ts";

/**
 * The one built app of the whole-site checks (tests/integration/site.test.ts:
 * SEO, security headers, links, the inner pages' content, HTML validity) over a
 * seeded database, and what it answers to a plain GET of each address, asked once
 * and read by every check. Each of the five used to start an app of its own and
 * render every page again; rendering a page (80–300 ms) was most of their time.
 *
 * TRUST_PROXY is on, as the security headers' grade needs; a request without
 * X-Forwarded-* headers (every other check's) is answered the same either way.
 */
let started: ReturnType<typeof startBuiltApp> | undefined;
const answers = new Map<string, Promise<LightMyRequestResponse>>();

export function siteApp(): ReturnType<typeof startBuiltApp> {
  started ??= startBuiltApp({ seed: true, env: { TRUST_PROXY: "1" } });
  return started;
}

export async function closeSiteApp(): Promise<void> {
  const closing = started;
  started = undefined;
  answers.clear();
  await (await closing)?.app.close();
}

/** The app's answer to a GET of `url` without headers: status, headers and body. */
export function siteAnswer(url: string): Promise<LightMyRequestResponse> {
  let answer = answers.get(url);
  if (!answer) {
    answer = siteApp().then(({ app }) => app.inject({ method: "GET", url }));
    answers.set(url, answer);
  }
  return answer;
}

/** That answer as a page, parsed afresh for the check that reads it (./html-page.ts). */
export async function readSitePage(url: string): Promise<HtmlPage> {
  return htmlPageOf(await siteAnswer(url));
}
