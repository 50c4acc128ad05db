import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import compress from "@fastify/compress";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  IMMUTABLE,
  PUBLIC_FILE,
  lazilyCompressed,
  loadBuiltClient,
  matchDocument,
  publicFilesPlugin,
  sendDocument,
} from "./static-files.ts";

const root = mkdtempSync(join(tmpdir(), "genesis-static-"));
const html = "<!doctype html><title>About</title>".padEnd(2000, " ");
const script = `console.log("${"entry ".repeat(200)}")`;
const clip = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));
const app = Fastify();

beforeAll(async () => {
  for (const dir of ["assets", "about", "media"]) mkdirSync(join(root, dir));
  writeFileSync(join(root, "index.html"), "<!doctype html><title>Home</title>");
  writeFileSync(join(root, "about", "index.html"), html);
  writeFileSync(join(root, "about", "index.html.br"), brotliCompressSync(html));
  writeFileSync(join(root, "about", "index.html.gz"), gzipSync(html));
  writeFileSync(join(root, "about.data"), "[1]");
  writeFileSync(join(root, "assets", "entry-abc123.js"), script);
  writeFileSync(join(root, "assets", "entry-abc123.js.br"), brotliCompressSync(script));
  writeFileSync(join(root, "assets", "entry-abc123.js.gz"), gzipSync(script));
  writeFileSync(join(root, "assets", "tiny-def456.js"), "export const a = 1;".padEnd(1500, " "));
  writeFileSync(join(root, "favicon.svg"), "<svg/>");
  writeFileSync(join(root, "robots.txt"), "from the build");
  writeFileSync(join(root, "media", "clip.mp4"), clip);

  // As the real server stacks them: compression for live answers, an explicit
  // route, the built files, then a catch-all standing in for the pages.
  await app.register(compress, { global: true, encodings: ["br", "gzip"], threshold: 1024 });
  app.get("/robots.txt", (_request, reply) => reply.send("from a route"));
  const client = loadBuiltClient(root);
  await app.register(publicFilesPlugin, client);
  app.get("/*", (request, reply) => {
    const document = matchDocument(client.documents, request.url);
    return document ? sendDocument(request, reply, document) : reply.code(404).send("live");
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe("built files streamed from disk", () => {
  it("serves hashed assets as immutable for a year, with validators and byte ranges", async () => {
    const response = await app.inject("/assets/entry-abc123.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(IMMUTABLE);
    expect(response.headers["content-type"]).toMatch(/javascript; charset=utf-8$/);
    expect(response.headers["accept-ranges"]).toBe("bytes");
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers["last-modified"]).toBeTruthy();
    expect(response.body).toBe(script);
  });

  it("serves other public files for a day", async () => {
    const response = await app.inject("/favicon.svg");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(PUBLIC_FILE);
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.body).toBe("<svg/>");
  });

  it("sends the brotli variant when accepted, else gzip, else the plain file, varying on Accept-Encoding", async () => {
    const url = "/assets/entry-abc123.js";
    const br = await app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.headers["cache-control"]).toBe(IMMUTABLE);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await app.inject({ url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const refused = await app.inject({ url, headers: { "accept-encoding": "br;q=0, gzip;q=0" } });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body).toBe(script);
  });

  it("sends a file without variants as built, never compressed again on the fly", async () => {
    const response = await app.inject({
      url: "/assets/tiny-def456.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["content-length"]).toBe("1500");
  });

  it("answers a byte range with 206 and exactly those bytes", async () => {
    const response = await app.inject({
      url: "/media/clip.mp4",
      headers: { range: "bytes=10-19" },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers["content-range"]).toBe(`bytes 10-19/${clip.length}`);
    expect(response.rawPayload.equals(clip.subarray(10, 20))).toBe(true);
  });

  it("answers 304 to a matching If-None-Match, with no body", async () => {
    const { etag } = (await app.inject("/media/clip.mp4")).headers;
    const again = await app.inject({ url: "/media/clip.mp4", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("leaves a path that has its own route to that route", async () => {
    expect((await app.inject("/robots.txt")).body).toBe("from a route");
  });

  it("leaves paths that name no file to the app", async () => {
    expect((await app.inject("/media/nope.mp4")).body).toBe("live");
    expect((await app.inject("/Favicon.svg")).body).toBe("live");
  });
});

describe("pre-rendered documents served from memory", () => {
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

  it("holds only documents in memory; a malformed path matches none", () => {
    const client = loadBuiltClient(root);
    expect([...client.documents.keys()].sort()).toEqual(["/", "/about", "/about.data"]);
    expect(client.files.get("/media/clip.mp4")).toEqual({
      file: "media/clip.mp4",
      immutable: false,
      encoded: false,
    });
    expect(matchDocument(client.documents, "/%E0%A4%A")).toBeUndefined();
  });
});

describe("a rendered page's compressed copies", () => {
  const page = () =>
    lazilyCompressed(
      { body: Buffer.from(html), type: "text/html; charset=utf-8", etag: '"page"' },
      { brotliQuality: 9, gzipLevel: 9 },
    );

  it("are made when first asked for, once, and hold the page", () => {
    const document = page();
    expect(document.encoded).toBe(true);
    const br = document.br!;
    expect(document.br).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(gunzipSync(document.gzip!).toString()).toBe(html);
  });

  it("are sent to a client that accepts them, varying on Accept-Encoding; the page itself to one that does not", async () => {
    const pages = Fastify();
    const document = page();
    pages.get("/page", (request, reply) => sendDocument(request, reply, document));
    const plain = await pages.inject("/page");
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(html);
    const br = await pages.inject({ url: "/page", headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    await pages.close();
  });
});
