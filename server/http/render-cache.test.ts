import { randomUUID } from "node:crypto";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { openRedis } from "../db/redis.ts";
import { startTcpProxy, type TcpProxy } from "../../tests/support/tcp-proxy.ts";
import { createRenderCache, type RenderCache } from "./render-cache.ts";

// The render cache when Redis goes away (decision 026): pages are still kept
// and dropped on this instance, a change it could not announce is logged, and
// an instance back on Redis drops every page, since it may have missed a change.

const redisUrl = process.env.TEST_REDIS_URL || undefined;
const page = "<!DOCTYPE html><html><body><script>1</script></body></html>";

async function until(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(redisUrl)("the render cache while Redis fails (through a TCP proxy)", () => {
  const closing: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close().catch(() => {});
  });

  async function open(proxy: TcpProxy, logged: string[]) {
    const log = pino({ level: "warn" }, { write: (line: string) => void logged.push(line) });
    const redis = openRedis(proxy.url(redisUrl!), log);
    closing.push(async () => redis.disconnect());
    const cache: RenderCache = createRenderCache({
      redis,
      channel: `test-render-cache-${randomUUID()}`,
      log,
      instance: randomUUID(),
    });
    closing.push(() => cache.close());
    return { redis, cache };
  }

  it("keeps and drops pages on its own while Redis is down, and says it could not tell the others", async () => {
    const target = new URL(redisUrl!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    closing.push(() => proxy.close());
    const logged: string[] = [];
    const { redis, cache } = await open(proxy, logged);
    await until(() => redis.status === "ready");

    proxy.cut();
    await until(() => redis.status !== "ready");
    cache.put("/blog/a", page, ["posts"]);
    cache.put("/projects/b", page, ["project:b"]);
    cache.invalidate(["posts"]);
    expect(cache.get("/blog/a")).toBeUndefined();
    expect(cache.get("/projects/b")).toBeDefined();
    await until(() => logged.some((line) => line.includes("Could not tell the other instances")));
  });

  it("drops every page once Redis is back: a change may have been missed meanwhile", async () => {
    const target = new URL(redisUrl!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    closing.push(() => proxy.close());
    const { cache } = await open(proxy, []);
    // Subscribed: a page is kept while the connection holds.
    await new Promise((resolve) => setTimeout(resolve, 300));
    cache.put("/projects/b", page, ["project:b"]);
    expect(cache.get("/projects/b")).toBeDefined();

    proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 300));
    cache.put("/projects/c", page, ["project:c"]);
    expect(cache.get("/projects/c")).toBeDefined();
    proxy.restore();
    await until(
      () => cache.get("/projects/b") === undefined && cache.get("/projects/c") === undefined,
    );
  });
});
