import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMMUTABLE, loadStaticFiles, matchStaticFile, sendStaticFile } from "./static-files.ts";

const root = mkdtempSync(join(tmpdir(), "genesis-static-"));
const html = "<!doctype html><title>About</title>".padEnd(2000, " ");
const app = Fastify();

beforeAll(async () => {
  mkdirSync(join(root, "assets"));
  mkdirSync(join(root, "about"));
  writeFileSync(join(root, "index.html"), "<!doctype html><title>Home</title>");
  writeFileSync(join(root, "about", "index.html"), html);
  writeFileSync(join(root, "about", "index.html.br"), brotliCompressSync(html));
  writeFileSync(join(root, "about", "index.html.gz"), gzipSync(html));
  writeFileSync(join(root, "about.data"), "[1]");
  writeFileSync(join(root, "assets", "entry-abc123.js"), "console.log(1)");
  writeFileSync(join(root, "favicon.svg"), "<svg/>");
  const files = loadStaticFiles(root);
  app.get("/*", (request, reply) => {
    const file = matchStaticFile(files, request.url);
    return file ? sendStaticFile(request, reply, file) : reply.code(404).send("live");
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe("built files served from memory", () => {
  it("serves hashed assets as immutable for a year", async () => {
    const response = await app.inject("/assets/entry-abc123.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(IMMUTABLE);
    expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(response.body).toBe("console.log(1)");
  });

  it("serves a pre-rendered page at its path, with or without a trailing slash, revalidated by ETag", async () => {
    for (const url of ["/about", "/about/"]) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toBe(html);
    }
    expect((await app.inject("/")).body).toContain("<title>Home</title>");
    const etag = (await app.inject("/about")).headers.etag as string;
    const again = await app.inject({ url: "/about", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
  });

  it("sends the brotli variant when accepted, else gzip, else the plain file", async () => {
    const br = await app.inject({
      url: "/about",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.rawPayload.length).toBeLessThan(html.length);
    const gz = await app.inject({ url: "/about", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const refused = await app.inject({
      url: "/about",
      headers: { "accept-encoding": "br;q=0, gzip;q=0" },
    });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body).toBe(html);
  });

  it("leaves a page with a query string to live rendering", async () => {
    expect((await app.inject("/about?q=design")).body).toBe("live");
    expect((await app.inject("/about.data?_routes=x")).body).toBe("live");
    expect((await app.inject("/about.data")).body).toBe("[1]");
  });

  it("leaves unknown and malformed paths to the app", async () => {
    expect((await app.inject("/nope")).body).toBe("live");
    expect(matchStaticFile(loadStaticFiles(root), "/%E0%A4%A")).toBeUndefined();
  });
});
