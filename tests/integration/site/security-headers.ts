import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { everyScreen } from "../../support/screens.ts";
import { startBuiltApp } from "../../support/built-app.ts";
import { gradeHeaders } from "../../support/observatory.ts";
import { siteAnswer, siteApp } from "../../support/site-app.ts";

const pages = [...everyScreen, "/no-such-page", "/service/99"];

// The site's app (TRUST_PROXY on) and its pages, as the other whole-site checks read
// them (../site.test.ts).
let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await siteApp());
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

describe("security headers", () => {
  it.each(pages)("%s grades A+ the way Mozilla's HTTP Observatory grades it", async (path) => {
    const response = await get(path, { "x-forwarded-proto": "https" });
    const { grade, score, findings } = gradeHeaders(response.headers, { https: true });
    expect({ grade, findings }).toEqual({ grade: "A+", findings: expect.any(Array) });
    expect(score).toBeGreaterThanOrEqual(100);
  });

  it.each(pages)(
    "%s allows scripts only by nonce or hash, never 'unsafe-inline' or 'unsafe-eval'",
    async (path) => {
      const response = await siteAnswer(path);
      const csp = String(response.headers["content-security-policy"]);
      const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!.split(" ");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(scriptSrc.some((s) => s.startsWith("'nonce-") || s.startsWith("'sha256-"))).toBe(true);
      for (const directive of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
    },
  );

  it("allows every inline script of a pre-rendered page by its hash", async () => {
    const response = await get("/about");
    const csp = String(response.headers["content-security-policy"]);
    const inline = [
      ...response.body.matchAll(
        /<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ];
    expect(inline.length).toBeGreaterThan(0);
    const { createHash } = await import("node:crypto");
    for (const [, body] of inline) {
      expect(csp).toContain(`'sha256-${createHash("sha256").update(body!).digest("base64")}'`);
    }
  });

  it("gives a page rendered per request a fresh nonce on each response, on its scripts", async () => {
    // The console's pages are never kept (public pages are, and carry hashes: render-cache.test.ts).
    const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))![1]!;
    const first = await get("/admin/login");
    const second = await get("/admin/login");
    expect(nonceOf(first.headers["content-security-policy"])).not.toBe(
      nonceOf(second.headers["content-security-policy"]),
    );
    expect(first.body).toContain(`nonce="${nonceOf(first.headers["content-security-policy"])}"`);
  });

  it("allows the map host on every public page, since a client-side navigation keeps the first page's policy", async () => {
    for (const path of ["/contact", "/about", "/", "/projects"]) {
      expect(String((await get(path)).headers["content-security-policy"])).toContain(
        "frame-src https://www.google.com",
      );
    }
  });

  it("sends HSTS only over HTTPS (as told by a trusted proxy) and never X-Powered-By", async () => {
    expect(
      (await get("/", { "x-forwarded-proto": "https" })).headers["strict-transport-security"],
    ).toBe("max-age=31536000; includeSubDomains");
    const plain = await get("/");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    expect(plain.headers["x-powered-by"]).toBeUndefined();
    expect(plain.headers["x-content-type-options"]).toBe("nosniff");
    expect(plain.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(plain.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(String(plain.headers["permissions-policy"])).toContain("camera=()");
  });

  it("ignores X-Forwarded-Proto unless TRUST_PROXY is set", async () => {
    const { app: untrusting } = await startBuiltApp();
    const response = await untrusting.inject({
      url: "/healthz",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
    await untrusting.close();
  });

  it("captcha hosts are allowed on every public page only when captcha is on", async () => {
    const { app: withCaptcha } = await startBuiltApp({
      env: { RECAPTCHA_SITE_KEY: "site", RECAPTCHA_SECRET_KEY: "secret" },
    });
    const csp = async (url: string) =>
      String((await withCaptcha.inject({ url })).headers["content-security-policy"]);
    expect(await csp("/contact")).toContain("https://www.gstatic.com/recaptcha/");
    expect(await csp("/about")).toContain("https://www.gstatic.com/recaptcha/");
    expect(String((await get("/contact")).headers["content-security-policy"])).not.toContain(
      "recaptcha",
    );
    await withCaptcha.close();
  });
});
