import { createServer, connect, type Server, type Socket } from "node:net";

/**
 * A TCP proxy on loopback in front of a real service (PostgreSQL, Redis, an
 * SMTP server), so a test can fail the network between the app and the
 * service without touching the service itself:
 *
 * - `cut()` resets every open connection and every new one, as a crashed or
 *   restarting server would (the client sees ECONNRESET at once);
 * - `blackhole()` accepts connections and holds them silently, forwarding
 *   nothing, as a dead host or a dropped route would (the client waits for
 *   its own timeouts);
 * - `cutOnAnswer(matches)` forwards until the client sends a chunk that
 *   `matches`, lets the service run it, then cuts (as `cut()`) before the
 *   answer reaches the client: the command took effect and the client cannot
 *   know, as when a connection drops between two steps of a client's work;
 * - `restore()` forwards again.
 */
export interface TcpProxy {
  port: number;
  /** The target URL with its host and port replaced by the proxy's. */
  url(targetUrl: string): string;
  cut(): void;
  /** Resolves once the answer to the matching chunk was dropped and every connection cut. */
  cutOnAnswer(matches: (sent: Buffer) => boolean): Promise<void>;
  blackhole(): void;
  restore(): void;
  /** Connections currently open through the proxy. */
  openConnections(): number;
  close(): Promise<void>;
}

type Mode = "forward" | "cut" | "blackhole";

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: Mode = "forward";
  const pairs = new Set<{ client: Socket; upstream: Socket | null }>();
  let trigger: { matches: (sent: Buffer) => boolean; armed: Set<Socket>; done(): void } | null =
    null;

  const reset = (socket: Socket | null) => {
    if (socket && !socket.destroyed) socket.resetAndDestroy();
  };

  const server: Server = createServer((client) => {
    client.on("error", () => {});
    if (mode === "cut") return reset(client);
    const pair = { client, upstream: null as Socket | null };
    pairs.add(pair);
    client.once("close", () => {
      pairs.delete(pair);
      reset(pair.upstream);
    });
    // Held without an upstream: bytes from the client are read and dropped.
    if (mode === "blackhole") return void client.resume();

    const upstream = connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on("error", () => reset(client));
    upstream.once("close", () => reset(client));
    client.on("data", (chunk: Buffer) => {
      if (trigger?.matches(chunk)) trigger.armed.add(upstream);
    });
    // Before the pipe's own listener: the answer is dropped once the client is reset.
    upstream.prependListener("data", () => {
      if (!trigger?.armed.has(upstream)) return;
      const { done } = trigger;
      trigger = null;
      mode = "cut";
      resetAll();
      done();
    });
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as { port: number }).port;

  const resetAll = () => {
    for (const pair of pairs) {
      reset(pair.client);
      reset(pair.upstream);
    }
    pairs.clear();
  };

  return {
    port,
    url(targetUrl) {
      const url = new URL(targetUrl);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return url.toString();
    },
    cut() {
      mode = "cut";
      resetAll();
    },
    cutOnAnswer(matches) {
      return new Promise((resolve) => {
        trigger = { matches, armed: new Set(), done: resolve };
      });
    },
    blackhole() {
      mode = "blackhole";
      // Connections already open go silent too: stop forwarding both ways.
      for (const pair of pairs) {
        if (pair.upstream) {
          pair.client.unpipe(pair.upstream);
          pair.upstream.unpipe(pair.client);
          pair.upstream.pause();
          pair.client.resume();
        }
      }
    },
    restore() {
      // Connections that were held silently stay broken; only new ones forward.
      if (mode === "blackhole") resetAll();
      mode = "forward";
    },
    openConnections: () => pairs.size,
    close() {
      resetAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
