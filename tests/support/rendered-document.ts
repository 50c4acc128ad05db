/**
 * A document as React Router 7.18 renders it, before app/lib/finish-document.server.ts:
 * the links of `<Links />` and app/root.tsx, the module preloads and the
 * route-modules script of `<Scripts />` (cut down from a page of the build). A
 * page rendered per request has the server's nonce on its scripts and links,
 * where React Router puts it.
 */
export function renderedDocument(nonce = "") {
  const attribute = nonce ? ` nonce="${nonce}"` : "";
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
    `<link rel="manifest" href="/site.webmanifest"/>` +
    `<link rel="modulepreload" href="/assets/entry.client-A.js"${attribute}/>` +
    `<link rel="modulepreload" href="/assets/react-B.js"${attribute}/>` +
    `<link${attribute} rel="stylesheet" href="/assets/shell-C.css"/></head><body><h1>Hi</h1>` +
    `<script${attribute}>window.__reactRouterContext = {};</script>` +
    `<script${attribute} type="module" async="">;\nimport * as route0 from "/assets/root-D.js";\n` +
    `import * as route1 from "/assets/home-E.js";\n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n` +
    `import("/assets/entry.client-A.js");</script></body></html>`
  );
}
