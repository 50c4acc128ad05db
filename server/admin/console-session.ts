import type { FastifyRequest } from "fastify";
import { consoleCopy } from "../../app/content/admin/console.ts";
import { hasRole, type ConsoleRole, type ConsoleUser } from "../../app/lib/admin/roles.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import type { Auth } from "./auth.ts";
import { activeSession, type ActiveSession } from "./sessions.ts";

export const LOGIN_PATH = "/admin/login";

/**
 * One request's console session: who is signed in (read once, on first use),
 * the role check every feature runs first, and the way to better-auth for
 * this request (its headers in, its Set-Cookie lines out).
 */
export interface ConsoleSession {
  /** The client's address as Fastify resolved it (TRUST_PROXY), never a header the client chose. */
  readonly ip: string;
  /** The request's Cookie header. */
  readonly cookies: string | undefined;
  active(): Promise<ActiveSession | null>;
  user(): Promise<ConsoleUser | null>;
  /** The signed-in user with at least `role`; else throws a 303 to the sign-in page, or a 403. */
  require(role?: ConsoleRole): Promise<ConsoleUser>;
  /** The headers better-auth reads for this request: the cookie, the address, the browser. */
  authHeaders(): Headers;
  /** Keeps better-auth's Set-Cookie lines for the response. */
  keep(headers: Headers): void;
  /** The Set-Cookie lines to send with this response. */
  responseCookies(): string[];
  /** This request's session has ended (signed out): later reads see no user. */
  ended(): void;
}

export function consoleSession(
  auth: Auth,
  database: DatabaseHandle,
  request: FastifyRequest,
): ConsoleSession {
  const setCookies: string[] = [];
  // The headers better-auth sees: the cookie, and the client's address as
  // Fastify resolved it (TRUST_PROXY), never a header the client chose.
  const authHeaders = () => {
    const headers = new Headers({ "x-genesis-client-ip": request.ip });
    if (request.headers.cookie) headers.set("cookie", request.headers.cookie);
    const agent = request.headers["user-agent"];
    if (agent) headers.set("user-agent", agent.slice(0, 300));
    return headers;
  };
  let session: Promise<ActiveSession | null> | null = null;
  const active = () => (session ??= activeSession(auth, database, authHeaders()));
  const user = async () => (await active())?.user ?? null;

  return {
    ip: request.ip,
    cookies: request.headers.cookie,
    active,
    user,
    async require(role = "editor") {
      const signedIn = await user();
      if (!signedIn) {
        throw new Response(null, { status: 303, headers: { Location: LOGIN_PATH } });
      }
      if (!hasRole(signedIn, role)) {
        throw new Response(consoleCopy.forbidden, {
          status: 403,
          headers: { "Content-Type": "text/plain; charset=utf-8" },
        });
      }
      return signedIn;
    },
    authHeaders,
    keep: (headers) => setCookies.push(...headers.getSetCookie()),
    responseCookies: () => setCookies,
    ended: () => {
      session = Promise.resolve(null);
    },
  };
}
