import type { FastifyInstance, FastifyRequest } from "fastify";
import { isSameSitePath } from "./request-path.ts";

/**
 * The visitor's theme (docs/design-system.md, "Dark theme"). A
 * cookie `theme` holds an explicit choice; without one the page follows
 * `prefers-color-scheme` in CSS. The server writes the choice onto `<html>`
 * of every page it sends, pre-rendered ones included, so the first paint is
 * already in it. `POST /theme` makes the choice without JavaScript.
 */
export type Theme = "light" | "dark";

export const THEME_COOKIE = "theme";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The theme a request's cookie names, or null to follow the system. */
export function requestTheme(cookieHeader: string | undefined): Theme | null {
  if (!cookieHeader) return null;
  const match = /(?:^|;\s*)theme=(light|dark)(?:;|$)/.exec(cookieHeader);
  return (match?.[1] as Theme | undefined) ?? null;
}

/** The document with the theme on its root element; unchanged when there is none. */
export function withTheme(html: string, theme: Theme | null): string {
  if (!theme) return html;
  return html.replace(/<html(?![^>]*data-theme)/, `<html data-theme="${theme}"`);
}

/**
 * POST /theme `theme=light|dark|system`: sets (or, for system, clears) the
 * cookie and sends the visitor back to the page the toggle was on.
 */
export async function themeRoutes(app: FastifyInstance) {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );
  app.post("/theme", async (request, reply) => {
    const choice = request.body instanceof URLSearchParams ? request.body.get("theme") : null;
    if (choice !== "light" && choice !== "dark" && choice !== "system") {
      return reply
        .code(400)
        .type("text/plain; charset=utf-8")
        .send("Choose light, dark or system.");
    }
    const secure = request.protocol === "https" ? "; Secure" : "";
    const cookie =
      choice === "system"
        ? `${THEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
        : `${THEME_COOKIE}=${choice}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
    return reply.header("set-cookie", cookie).redirect(backTo(request), 303);
  });
}

/** The page the request came from when it is one of ours, else the home page. */
function backTo(request: FastifyRequest): string {
  const referer = request.headers.referer;
  if (!referer) return "/";
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(`${request.protocol}://${request.host}`).origin) return "/";
    const path = from.pathname + from.search;
    return isSameSitePath(path) ? path : "/";
  } catch {
    return "/";
  }
}
