import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltApp } from "../support/built-app.ts";

// The visitor's theme choice, rendered by the server (server/http/theme.ts).

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await startBuiltApp({ seed: true }));
});

afterAll(async () => {
  await app?.close();
});

const rootTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? "";
const get = (url: string, cookie?: string) =>
  app.inject({ url, headers: cookie ? { cookie } : {} });

describe("the theme a visitor chose", () => {
  it("is written onto <html> of pre-rendered, stamped and live pages alike", async () => {
    for (const path of ["/about", "/contact", "/projects", "/no-such-page"]) {
      const dark = await get(path, "consent=1; theme=dark");
      expect(rootTag(dark.body), path).toContain('data-theme="dark"');
      const light = await get(path, "theme=light");
      expect(rootTag(light.body), path).toContain('data-theme="light"');
      const system = await get(path);
      expect(rootTag(system.body), path).not.toContain("data-theme");
    }
  });

  it("gives each theme its own ETag, compressed as asked, and leaves the built page untouched without one", async () => {
    const plain = await get("/about");
    const dark = await app.inject({
      url: "/about",
      headers: { cookie: "theme=dark", "accept-encoding": "br" },
    });
    expect(dark.headers["content-encoding"]).toBe("br");
    expect(dark.headers.etag).not.toBe(plain.headers.etag);
    const again = await app.inject({
      url: "/about",
      headers: { cookie: "theme=dark", "if-none-match": String(dark.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("ignores a cookie that names no theme", async () => {
    const odd = await get("/about", 'theme="><script>alert(1)</script>');
    expect(rootTag(odd.body)).toBe('<html lang="en">');
  });

  it("is chosen without JavaScript: POST /theme sets the cookie and goes back to the page", async () => {
    const chosen = await app.inject({
      method: "POST",
      url: "/theme",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        referer: "http://localhost:80/about?x=1",
        host: "localhost:80",
      },
      payload: "theme=dark",
    });
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe("/about?x=1");
    expect(chosen.headers["set-cookie"]).toMatch(
      /^theme=dark; Path=\/; Max-Age=\d+; SameSite=Lax$/,
    );

    const system = await app.inject({
      method: "POST",
      url: "/theme",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "theme=system",
    });
    expect(system.headers.location).toBe("/");
    expect(system.headers["set-cookie"]).toMatch(/^theme=; Path=\/; Max-Age=0/);
  });

  it("never sends the visitor off-site, and refuses an unknown choice", async () => {
    for (const referer of ["https://evil.example/about", "http://localhost:80//evil.example/"]) {
      const response = await app.inject({
        method: "POST",
        url: "/theme",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          referer,
          host: "localhost:80",
        },
        payload: "theme=light",
      });
      expect(response.headers.location).toBe("/");
    }
    const unknown = await app.inject({
      method: "POST",
      url: "/theme",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "theme=purple",
    });
    expect(unknown.statusCode).toBe(400);
  });
});
