import { describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { browserScreens, screens } from "../support/screens.ts";

/**
 * The manifest of screens (tests/support/screens.ts) against the app it describes: a
 * page added to the app and not to the manifest, or the other way round, fails here,
 * so no suite that walks screens can miss it.
 */
describe("the manifest of screens", () => {
  it("lists each address once", () => {
    const paths = screens.map((s) => s.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it("has a screen for every page route of the app, under both prefixes", () => {
    type Route = { path?: string; file: string; children?: Route[]; index?: boolean };
    const patterns: string[] = [];
    const walk = (list: Route[], base: string) => {
      for (const route of list) {
        const path = route.index ? base : route.path ? `${base}/${route.path}` : base;
        if (route.children) walk(route.children, path);
        // Redirects, exports and downloads are no screens; neither is the catch-all 404 (listed
        // apart), nor the signed-out pages (the first owner's setup has its own tests).
        else if (
          !/redirect-|export|download|logout|admin\/account\/(login|forgot|password-link|setup)|\/admin\/not-found/.test(
            route.file,
          )
        ) {
          patterns.push(path.replace(/\/+$/, "") || "/");
        }
      }
    };
    walk(routes as Route[], "");
    const matches = (pattern: string, path: string) =>
      new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, "[^/]+").replace("*", ".*")}$`).test(path);
    // A console record's own page (an enquiry, a project, a post) and its own sub-pages (a
    // post's preview links) are opened by the flows that make the record (admin-inbox,
    // admin-publishing, admin-preview-links); the newsletter's pages by the one-person links
    // its spec follows; a record's history and a revision's Compare page by the flow that
    // makes them (admin-revisions).
    const uncovered = patterns.filter(
      (pattern) =>
        !/newsletter|^\/admin\/.*(:id(\/[a-z-]+)?|:revision|\/:item\/history)$/.test(pattern) &&
        !screens.some((s) => matches(pattern, s.path)),
    );
    expect(uncovered).toEqual([]);
  });

  it("gives a browser each page once, a 404 screen and one /home-two copy", () => {
    expect(browserScreens.filter((s) => s.kind === "alias")).toEqual([]);
    expect(browserScreens.filter((s) => s.kind === "copy").map((s) => s.path)).toEqual([
      "/home-two/about",
    ]);
    expect(browserScreens.filter((s) => s.status === 404).length).toBeGreaterThan(0);
  });
});
