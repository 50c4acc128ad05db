import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  ServerRouter,
  isRouteErrorResponse,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { SiteSeo } from "./components/layout/site-seo";
import { assertDocumentShape } from "./lib/document-shape.server";
import { finishDocument, readBuiltAsset } from "./lib/finish-document.server";
import { ServerPartsContext } from "./lib/server-parts";

/** What only the server renders (lib/server-parts.ts). */
const serverParts = { SiteSeo };

export const streamTimeout = 5_000;

/**
 * React Router's Node entry with three changes. The parts of the document only
 * the server renders come from here (lib/server-parts.ts). A page rendered per request gets
 * the nonce the server made for it on every inline script (pre-rendered pages
 * have no load context and no nonce; the server allows their inline scripts by
 * hash instead, server/security/csp.ts). And the document is rendered whole,
 * then finished (inline styles, hydration after the first paint:
 * lib/finish-document.server.ts). No page waits on slow data, so sending it
 * whole costs no time, and crawlers always got it whole anyway. A document
 * rendered for the build that lacks what finishing rewrites fails the build.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Pre-rendering has no load context.
  const context = loadContext as Partial<AppLoadContext> | undefined;
  // A page to keep (server/http/render-cache.ts) has none: its scripts are allowed by hash.
  const nonce = context?.cspNonce || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerPartsContext value={serverParts}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ServerPartsContext>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          body.on("end", () => {
            clearTimeout(timeoutId);
            const document = Buffer.concat(chunks).toString("utf8");
            // No visitor waits for a document rendered without the server's
            // load context: the build's pre-rendering, and the build's check of
            // a page rendered per request (scripts/check-documents.ts). If React
            // Router's output has changed shape, the build fails with the
            // error's words as the page (React Router's pre-render quotes it);
            // a visitor's page is sent unfinished instead, never broken.
            if (!context?.personalise) {
              try {
                assertDocumentShape(document, new URL(request.url).pathname);
              } catch (error) {
                resolve(new Response((error as Error).message, { status: 500 }));
                return;
              }
            }
            const rendered = finishDocument(document, readBuiltAsset);
            // The forms' render stamp and the visitor's theme (pre-rendered
            // pages get theirs as they are served).
            const html = context?.personalise ? context.personalise(rendered) : rendered;
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell is ready React Router catches it and calls handleError.
          if (shellRendered) logError(context, error);
        },
      },
    );
  });
}

/**
 * Every loader, action and render error of a live page, logged on the
 * request's own logger (its line carries the reqId), in production as in
 * development. The visitor sees the error screen with status 500 and nothing
 * of the error: React Router replaces it before it reaches the page.
 * Answers below 500 (no such page, no action for a POST) are the visitor's
 * doing, not errors of the site, and are not logged here.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logError(context as Partial<AppLoadContext> | undefined, error, request);
};

function logError(context: Partial<AppLoadContext> | undefined, error: unknown, request?: Request) {
  const details = { err: error, ...(request && { url: new URL(request.url).pathname }) };
  if (context?.log) context.log.error(details, "Rendering a page failed");
  else console.error(error);
}
