import { describe, expect, it } from "vitest";
import { renderedDocument } from "../../tests/support/rendered-document.ts";
import {
  assertDocumentShape,
  missingShapes,
  readRouteModulesScript,
} from "./document-shape.server";

describe("the shape of React Router's document that finishing rewrites", () => {
  it("is whole in what React Router 7.18 renders, pre-rendered or per request with a nonce", () => {
    for (const html of [renderedDocument(), renderedDocument("abc")]) {
      expect(missingShapes(html)).toEqual([]);
      expect(() => assertDocumentShape(html, "/")).not.toThrow();
    }
  });

  it("reads the route-modules script: its opening tag, its imports in order, the code after them", () => {
    const script = readRouteModulesScript(renderedDocument("abc"));
    expect(script).toMatchObject({
      open: `<script nonce="abc" type="module" async="">`,
      close: "</script>",
      imports: [
        { binding: "route0", href: "/assets/root-D.js" },
        { binding: "route1", href: "/assets/home-E.js" },
      ],
      rest:
        `window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n` +
        `import("/assets/entry.client-A.js");`,
    });
  });

  // Each way React Router (or app/root.tsx) could render something else, and the part it names.
  const changes: [change: string, edit: (html: string) => string, named: RegExp][] = [
    [
      "no route-modules script",
      (html) => html.replace(` type="module" async=""`, ` type="module"`),
      /route-modules script/,
    ],
    [
      "route modules imported by name",
      (html) => html.replace(`import * as route1 from`, `import { x as route1 } from`),
      /route imports only/,
    ],
    [
      "no static imports at all",
      (html) => html.replace(/import \* as (\w+) from ("[^"]+");/g, "const $1 = await import($2);"),
      /its route imports/,
    ],
    [
      "no module preloads",
      (html) => html.replace(/<link rel="modulepreload"[^>]*>/g, ""),
      /module preloads/,
    ],
    [
      "no manifest link",
      (html) => html.replace(`<link rel="manifest" href="/site.webmanifest"/>`, ""),
      /manifest's link/,
    ],
    [
      "the stylesheet elsewhere",
      (html) => html.replace(`href="/assets/shell-C.css"`, `href="/styles/shell.css"`),
      /stylesheet's link/,
    ],
  ];

  it.each(changes)("names what is missing when there is %s", (_, edit, named) => {
    const missing = missingShapes(edit(renderedDocument()));
    expect(missing).toEqual([expect.stringMatching(named)]);
  });

  it("fails the build with the page, every missing part and where to read on", () => {
    const changed = renderedDocument()
      .replace(/<link rel="modulepreload"[^>]*>/g, "")
      .replace(`<link rel="manifest" href="/site.webmanifest"/>`, "");
    expect(() => assertDocumentShape(changed, "/about")).toThrow(
      /^\/about: React Router's document no longer has the shape app\/lib\/finish-document\.server\.ts rewrites.*\n {2}- React Router's module preloads.*\n {2}- the web app manifest's link.*\nSee docs\/pipeline\.md/s,
    );
  });
});
