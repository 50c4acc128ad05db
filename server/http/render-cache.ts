import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { inlineScriptHashes } from "../security/csp.ts";
import { etagOf, lazilyCompressed, type StaticDocument } from "./static-files.ts";

/**
 * Pages that show projects and posts, rendered once and then served like
 * pre-rendered ones (ETag, 304, pre-compressed, CSP by hash, the visitor's
 * theme and form stamp added per answer: ./document-versions.ts) until their
 * content changes (docs/decisions/026-render-cache.md).
 *
 * A page is stored with the tags of what it read ("posts", "projects",
 * "project:<slug>"); a change names the tags it touches and exactly the pages
 * holding one of them are dropped. With Redis, the change is published on a
 * channel and every instance drops its copies; an instance that lost Redis
 * for a while may have missed some, so it drops everything when Redis is back.
 * No page is kept longer than `maxAgeMs`, nor past the next scheduled publish.
 */
export interface RenderCache {
  get(key: string): StaticDocument | undefined;
  put(key: string, html: string, tags: Iterable<string>, until?: number): StaticDocument;
  /** Drops the pages holding any of `tags`, here and (with Redis) on every instance. */
  invalidate(tags: readonly string[]): void;
  close(): Promise<void>;
}

interface Entry {
  document: StaticDocument;
  tags: Set<string>;
  expires: number;
}

export function createRenderCache(options: {
  maxEntries?: number;
  maxAgeMs?: number;
  redis?: Redis | null;
  /** The Redis channel the instances of one site share (REDIS_KEY_PREFIX + "render-cache"). */
  channel: string;
  log: FastifyBaseLogger;
  /** Names this process in the messages it publishes, so it skips its own (unique per process). */
  instance: string;
  now?: () => number;
  /**
   * Told of every drop, this instance's and the others' ("all" after Redis
   * was lost): what else keeps something until a change (the redirects,
   * ./redirect-table.ts) listens here rather than on a channel of its own.
   */
  onDrop?: (tags: readonly string[] | "all") => void;
}): RenderCache {
  const { maxEntries = 500, maxAgeMs = 60_000, channel, log, instance, now = Date.now } = options;
  // A Map keeps insertion order: a hit moves its page to the end, the oldest goes first.
  const entries = new Map<string, Entry>();

  const drop = (tags: readonly string[]) => {
    for (const [key, entry] of entries) {
      if (tags.some((tag) => entry.tags.has(tag))) entries.delete(key);
    }
    options.onDrop?.(tags);
  };

  // Subscribing takes a connection of its own. It subscribes again on each
  // "ready" below, where a failure is caught; ioredis's own resubscribing
  // would leave a rejection nobody handles when the connection drops mid-way.
  const subscriber = options.redis?.duplicate({ autoResubscribe: false }) ?? null;
  if (subscriber) {
    let lost = false;
    subscriber.on("error", () => (lost = true));
    subscriber.on("ready", () => {
      subscriber.subscribe(channel).catch(() => {});
      if (lost) {
        entries.clear();
        options.onDrop?.("all");
      }
      lost = false;
    });
    subscriber.on("message", (_channel: string, raw: string) => {
      try {
        const message = JSON.parse(raw) as { from?: string; tags?: unknown };
        if (message.from === instance || !Array.isArray(message.tags)) return;
        drop(message.tags.filter((tag): tag is string => typeof tag === "string"));
      } catch {
        // Not one of ours: ignored.
      }
    });
  }

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.document;
    },
    put(key, html, tags, until) {
      const document = documentOf(html, { compress: true });
      entries.delete(key);
      entries.set(key, {
        document,
        tags: new Set(tags),
        expires: Math.min(now() + maxAgeMs, until ?? Infinity),
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return document;
    },
    invalidate(tags) {
      drop(tags);
      options.redis
        ?.publish(channel, JSON.stringify({ from: instance, tags }))
        .catch((error: unknown) =>
          log.warn({ err: error, tags }, "Could not tell the other instances of a change"),
        );
    },
    async close() {
      subscriber?.disconnect();
    },
  };
}

/**
 * A rendered page as a document served like a pre-rendered one: ETag, the
 * hashes of its inline scripts for its CSP, and (to be kept) its compressed
 * copies, made once, when a client first asks for one.
 */
export function documentOf(html: string, { compress = false } = {}): StaticDocument {
  const body = Buffer.from(html);
  const document = {
    body,
    type: "text/html; charset=utf-8",
    etag: etagOf(body),
    scriptHashes: inlineScriptHashes(html),
  };
  return compress ? lazilyCompressed(document, { brotliQuality: 9, gzipLevel: 9 }) : document;
}
