import { isAPIError } from "better-auth/api";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import type { AdminContext, ConsoleRole, ConsoleUser } from "../../app/lib/admin-context.ts";
import { consoleCopy } from "../../app/content/admin/console.ts";
import { formatEnquiries } from "../cli/enquiry-formats.ts";
import { notificationsByEnquiry } from "../db/enquiry-notifications.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { listAudit, recordAudit } from "./audit.ts";
import { createAuth, type Auth } from "./auth.ts";
import { countPendingComments, listComments, moderateComment } from "./comment-queue.ts";
import {
  addEnquiryNote,
  changeEnquiryStatus,
  countNewEnquiries,
  enquiryDetail,
  exportInbox,
  listInbox,
} from "./enquiry-inbox.ts";
import { activeSession, type ActiveSession } from "./sessions.ts";
import { createUserAccounts } from "./users.ts";
import { createSignInLimits } from "./sign-in-limits.ts";

export const LOGIN_PATH = "/admin/login";
const AUDIT_PAGE_SIZE = 50;

// Role order: an owner may do everything an editor may.
const RANK: Record<ConsoleRole, number> = { editor: 1, owner: 2 };

export interface ConsoleServices {
  auth: Auth;
  /** The AdminContext of one request (app/lib/admin-context.ts). */
  forRequest(request: FastifyRequest): AdminContext;
}

export function createConsoleServices(options: {
  database: DatabaseHandle;
  secret: string;
  siteUrl: string;
  redis: Redis | null;
  redisKeyPrefix: string;
  log: FastifyBaseLogger;
}): ConsoleServices {
  const { database } = options;
  const auth = createAuth({ database, secret: options.secret, siteUrl: options.siteUrl });
  const limits = createSignInLimits(options);
  const accounts = createUserAccounts(database, auth);

  function forRequest(request: FastifyRequest): AdminContext {
    const cookies: string[] = [];
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
    const current = () => (session ??= activeSession(auth, database, authHeaders()));

    const user = async (): Promise<ConsoleUser | null> => (await current())?.user ?? null;
    const require = async (role: ConsoleRole = "editor"): Promise<ConsoleUser> => {
      const signedIn = await user();
      if (!signedIn) {
        throw new Response(null, { status: 303, headers: { Location: LOGIN_PATH } });
      }
      if (RANK[signedIn.role] < RANK[role]) {
        throw new Response(consoleCopy.forbidden, {
          status: 403,
          headers: { "Content-Type": "text/plain; charset=utf-8" },
        });
      }
      return signedIn;
    };
    const ip = request.ip;

    return {
      user,
      require,
      responseCookies: () => cookies,

      async signIn(email, password) {
        const address = email.trim().toLowerCase();
        const wait = await limits.blockedFor(ip, address);
        if (wait > 0) {
          await recordAudit(database.db, {
            action: "sign-in-failed",
            actor: address || null,
            detail: "refused: too many failed attempts",
            ip,
          });
          return { ok: false, status: 429, message: consoleCopy.login.tooMany(wait) };
        }
        try {
          const result = await auth.api.signInEmail({
            body: { email: address, password, rememberMe: true },
            headers: authHeaders(),
            returnHeaders: true,
          });
          cookies.push(...result.headers.getSetCookie());
          await limits.recordSuccess(address);
          await recordAudit(database.db, { action: "sign-in", actor: address, ip });
          return { ok: true };
        } catch (error) {
          // Wrong password, unknown or disabled account: one answer for all.
          if (!isAuthRefusal(error)) throw error;
          await limits.recordFailure(ip, address);
          await recordAudit(database.db, { action: "sign-in-failed", actor: address || null, ip });
          return { ok: false, status: 401, message: consoleCopy.login.refused };
        }
      },

      async signOut() {
        const active = await current();
        if (!active) return;
        const result = await auth.api.signOut({ headers: authHeaders(), returnHeaders: true });
        cookies.push(...result.headers.getSetCookie());
        await recordAudit(database.db, { action: "sign-out", actor: active.user.email, ip });
        session = Promise.resolve(null);
      },

      async newEnquiryCount() {
        await require();
        return countNewEnquiries(database);
      },
      async overview() {
        await require();
        const [newEnquiries, pendingComments, recent] = await Promise.all([
          countNewEnquiries(database),
          countPendingComments(database),
          listAudit(database, { page: 1, pageSize: 8 }),
        ]);
        return { newEnquiries, pendingComments, recent: recent.entries };
      },
      async listEnquiries(filter) {
        await require();
        return listInbox(database, filter);
      },
      async enquiry(id) {
        await require();
        return enquiryDetail(database, id);
      },
      async setEnquiryStatus(id, status) {
        const actor = await require();
        return changeEnquiryStatus(database, { id, status, actor: actor.email, ip });
      },
      async addEnquiryNote(id, note) {
        const actor = await require();
        return addEnquiryNote(database, { id, note, actor: actor.email, ip });
      },
      async exportEnquiries(filter) {
        const actor = await require();
        const rows = await exportInbox(database, filter);
        const described = [
          filter.status ? `status ${filter.status}` : "all statuses",
          filter.q.trim() ? `search "${filter.q.trim()}"` : null,
        ].filter(Boolean);
        await recordAudit(database.db, {
          action: "enquiry-export",
          actor: actor.email,
          detail: `${rows.length} rows, ${described.join(", ")}`,
          ip,
        });
        return formatEnquiries(rows, "csv", await notificationsByEnquiry(database));
      },
      async listComments(status) {
        await require();
        return listComments(database, status);
      },
      async moderateComment(id, decision) {
        const actor = await require();
        return moderateComment(database, { id, decision, actor: actor.email, ip });
      },
      async listUsers() {
        await require("owner");
        return accounts.list();
      },
      async setUserDisabled(email, disabled) {
        const actor = await require("owner");
        const target = await accounts.find(email);
        if (!target || target.id === actor.id) return false;
        if (disabled) await accounts.disable(email, actor.email);
        else await accounts.enable(email, actor.email);
        return true;
      },
      async audit(page) {
        await require();
        const result = await listAudit(database, { page, pageSize: AUDIT_PAGE_SIZE });
        return { ...result, pageCount: Math.max(1, Math.ceil(result.total / AUDIT_PAGE_SIZE)) };
      },
    };
  }

  return { auth, forRequest };
}

// better-auth answers a refused sign-in with an APIError (401, or another
// status when its session hook turns a disabled account away).
const isAuthRefusal = (error: unknown) => isAPIError(error);
