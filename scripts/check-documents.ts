import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { siteContentSeed } from "../server/content/site-content-seed.ts";
import { siteMenusOf } from "../server/content/site-menus.ts";
import { loadConfig } from "../server/config.ts";
import { peopleSeed } from "../server/db/seed-people.ts";
import { serviceRecordsSeed } from "../server/db/seed-services.ts";

// Runs after `react-router build`. It renders one page as the server renders a
// page per request, with a CSP nonce on its tags, and has it checked against
// the shape app/lib/finish-document.server.ts rewrites (app/entry.server.tsx).
// A React Router whose output no longer has that shape then fails the build,
// with the missing parts named, instead of sending visitors unfinished pages.
const buildDir = resolve(process.env.BUILD_DIR || "build");
const build = (await import(
  pathToFileURL(join(buildDir, "server", "index.js")).href
)) as ServerBuild;
const handle = createRequestHandler(build, "production");

const path = "/about";
const nonce = "build-check";
// Without the server's `personalise`, the entry checks the document's shape
// before finishing it. The site's settings, people and words are those of a new database.
const seed = siteContentSeed(loadConfig().firstContact);
const settings = seed.settings;
const english = { code: "en", name: "English", isDefault: true, prefix: "" };
const context = {
  cspNonce: nonce,
  // A new database's one language.
  language: english,
  languages: async () => [english],
  content: {
    settings: async () => settings,
    // The menus of a new database's services.
    menus: async () => siteMenusOf(serviceRecordsSeed),
    team: async () => peopleSeed.team,
    partners: async () => peopleSeed.partners,
    pageCopy: async (name: "about") => seed[`page:${name}`],
  },
} as Partial<AppLoadContext> as AppLoadContext;
const response = await handle(new Request(`http://localhost${path}`), context);
const html = await response.text();

// Finished: React Router's module script is there with the request's nonce,
// and the modules are no longer preloaded ahead of the first paint.
const moduleScript = (html.match(/<script\b[^>]*>/g) ?? []).find(
  (tag) => tag.includes(`nonce="${nonce}"`) && tag.includes(`type="module"`),
);
const problem =
  response.status !== 200
    ? html
    : !moduleScript
      ? `${path}, rendered per request, has no module script with its nonce.`
      : html.includes(`rel="modulepreload"`)
        ? `${path}, rendered per request, still preloads its modules: it was not finished.`
        : null;
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
console.log(`Checked the shape of ${path} rendered per request (with a nonce).`);
