import autocannon from "autocannon";
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { freePort, log, rawRequest, startService } from "./site.ts";

export const LOAD = { connections: 50, durationSeconds: 10, warmUpSeconds: 2 } as const;

export interface Target {
  label: string;
  /** A page the render cache keeps: its ratio to nginx has a budget. */
  kept?: boolean;
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Each request adds its own `&n=` to the query: no cache can answer it (a live page). */
  unique?: boolean;
  /** Requests come from this many browsers in turn (a User-Agent each): as many visitors. */
  visitors?: number;
}

export type Measurement = Awaited<ReturnType<typeof measure>>;
export type LoadRow = Awaited<ReturnType<typeof runLoad>>[number];

/** A page of a post, rendered from the database once and then kept. */
export const KEPT_PAGE = "/blog/seven-signs-your-website-is-slowing-your-business-down";

/** Kept pages (a post, and /about as browsers ask, then gzip only) and both APIs. */
export function targets(contactEmail: string): Target[] {
  const headers = { "accept-encoding": "br, gzip" };
  const kept = (label: string, path: string, encoding = "br, gzip"): Target => {
    return { label, kept: true, method: "GET", path, headers: { "accept-encoding": encoding } };
  };
  const enquiry = { name: "Bench Visitor", email: contactEmail, phone: "+1 307 555 0142" };
  const body = JSON.stringify({ ...enquiry, subject: "General", message: "Load test" });
  const json = { ...headers, "content-type": "application/json" };
  return [
    kept(`Kept content page GET ${KEPT_PAGE}`, KEPT_PAGE),
    kept("Kept page GET /about", "/about"),
    kept("Kept page GET /about (gzip only)", "/about", "gzip"),
    { label: "POST /api/portfolio", method: "POST", path: "/api/portfolio", headers },
    { label: "POST /api/contact", method: "POST", path: "/api/contact", headers: json, body },
  ];
}

/** Each target against our server, then the same request against nginx right after. */
export async function runLoad(ours: string, nginx: string | null, list: Target[]) {
  const rows = [];
  for (const target of list) {
    const mine = await measure(ours, target);
    log(`${target.label}, ours: ${describe(mine)}`);
    const theirs = nginx ? await measure(nginx, target) : null;
    if (theirs) log(`${target.label}, nginx: ${describe(theirs)}`);
    rows.push({ target, ours: mine, nginx: theirs, ratio: theirs ? mine.rps / theirs.rps : null });
  }
  return rows;
}

/** `LOAD.connections` clients, no pipelining (autocannon's default), for `LOAD.durationSeconds`. */
export async function measure(
  origin: string,
  target: Target,
  warmUp: number = LOAD.warmUpSeconds,
  /** The server's CPU seconds so far, to say what a request costs it (null: not known). */
  serverCpu?: () => number | null,
) {
  const { method, headers, body, path } = target;
  const sample = await rawRequest(origin + path, { method, headers, body });
  let n = 0;
  const unique = [{ setupRequest: (req: object) => ({ ...req, path: `${path}&n=${++n}` }) }];
  const browsers = [
    {
      setupRequest: (req: object) => ({
        ...req,
        headers: {
          ...headers,
          "user-agent": `Mozilla/5.0 (bench visitor ${++n % target.visitors!})`,
        },
      }),
    },
  ];
  const setups = target.unique ? unique : target.visitors ? browsers : undefined;
  const options = { url: origin + path, connections: LOAD.connections, method, headers, body };
  const run = (duration: number) => autocannon({ ...options, duration, requests: setups });
  await run(warmUp);
  const cpuBefore = serverCpu?.() ?? null;
  const { requests, latency, non2xx, errors, timeouts } = await run(LOAD.durationSeconds);
  const cpuAfter = serverCpu?.() ?? null;
  const { p50: p50Ms, p90: p90Ms, p99: p99Ms } = latency;
  const figures = { rps: requests.average, p50Ms, p90Ms, p99Ms, non2xx, errors, timeouts };
  const cpuMicrosPerRequest =
    cpuBefore !== null && cpuAfter !== null && requests.total > 0
      ? ((cpuAfter - cpuBefore) * 1e6) / requests.total
      : null;
  return {
    status: sample.status,
    encoding: sample.encoding,
    bodyBytes: sample.body.length,
    ...figures,
    cpuMicrosPerRequest,
  };
}

export const describe = (m: Measurement) =>
  `${Math.round(m.rps)} req/s, p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms ` +
  `(${m.status} ${m.encoding} ${m.bodyBytes} B; ${m.non2xx} non-2xx, ${m.errors} errors)`;

const BINARIES = ["/usr/sbin/nginx", "/usr/bin/nginx"];
/** Where the bench's nginx keeps the portfolio JSON it answers both API routes with. */
export const API_FILE = "/__bench/portfolio.json";

/** Debian's nginx, installed with apt-get when missing and running as root. */
type Nginx = { binary: string; version: string } | { skipped: string };
export function findNginx(log: (line: string) => void): Nginx {
  if (!BINARIES.some(existsSync) && process.getuid?.() === 0) {
    log("nginx is not installed: apt-get install -y nginx");
    const install = () => spawnSync("apt-get", ["install", "-y", "nginx"], { stdio: "inherit" });
    if (install().status !== 0 && spawnSync("apt-get", ["update"], { stdio: "inherit" })) install();
  }
  const binary = BINARIES.find(existsSync);
  if (!binary) return { skipped: "nginx is not installed and the bench is not root to install it" };
  // nginx -v writes "nginx version: nginx/1.22.1" to stderr.
  const version = spawnSync(binary, ["-v"], { encoding: "utf8" }).stderr.trim().split(": ").at(-1)!;
  return { binary, version };
}

/**
 * nginx on a free loopback port over a copy of the built client with its .gz files (Debian's nginx
 * has no brotli) and `files` by path: each kept page's HTML as our server sends it, and the
 * portfolio JSON it answers both API routes with (their ceiling, not a like-for-like server).
 */
export async function startNginx(binary: string, clientDir: string, files: Record<string, Buffer>) {
  const dir = mkdtempSync(join(tmpdir(), "genesis-bench-nginx-"));
  // Worker processes may run as another user (nobody) when the bench runs as root.
  chmodSync(dir, 0o755);
  const root = join(dir, "root");
  cpSync(clientDir, root, { recursive: true });
  for (const [path, body] of Object.entries(files)) {
    const file = path.endsWith(".json") ? join(root, path) : join(root, path, "index.html");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
  const port = await freePort();
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
    (t) => `${t}_temp_path ${dir}/${t};`,
  );
  const config = `daemon off; worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types; default_type application/octet-stream;
  access_log ${dir}/access.log; ${temp.join(" ")}
  sendfile on; tcp_nopush on; keepalive_requests 100000; gzip_static on; gzip_vary on;
  server {
    listen 127.0.0.1:${port}; root ${root};
    location / { try_files $uri $uri/index.html =404; }
    # A POST to a static file is a 405 in nginx, turned into a 200 with the file.
    location /api/ { rewrite ^ ${API_FILE} last; }
    location /__bench/ { error_page 405 =200 $uri; }
  }
}`;
  writeFileSync(join(dir, "nginx.conf"), config);
  const origin = `http://127.0.0.1:${port}`;
  const args = ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")];
  // Up once it serves a page it was given (no page is a file of the build).
  const ready = `${origin}${Object.keys(files)[0]}`;
  return { origin, ...(await startService(binary, args, process.env, ready, dir)) };
}

/** What counting analytics costs a kept page: /about from many visitors, counting on and off. */
export const COUNTED_PAGE: Target = {
  label: "Kept page GET /about, 200 visitors",
  kept: true,
  method: "GET",
  path: "/about",
  headers: { "accept-encoding": "br, gzip" },
  visitors: 200,
};

export interface CountingCost {
  on: Measurement[];
  off: Measurement[];
  /** 1 − (mean req/s counting) ÷ (mean req/s not counting): the measure, budgeted. */
  throughputLoss: number;
  /**
   * The server's CPU time a request, counting against not counting, less one:
   * what counting adds to each request, which requests a second cannot show
   * where the load generator, sharing the machine, is the bottleneck.
   */
  cpuAdded: number;
}

type Server = { origin: string; cpuSeconds(): number | null };

/**
 * Two servers alike but for ANALYTICS, measured in turn `rounds` times (the
 * order swapped each round, so a host slowing down mid-run weighs on both):
 * the share of a kept page's throughput counting its views takes, and the
 * server CPU time it adds to each request.
 */
export async function measureCountingCost(on: Server, off: Server, rounds = 3) {
  const result: CountingCost = { on: [], off: [], throughputLoss: NaN, cpuAdded: NaN };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? ([off, on] as const) : ([on, off] as const);
    for (const server of order) {
      // A longer warm-up: a new server's first seconds (its code compiled, its caches filled)
      // would weigh on whichever is measured first.
      const measured = await measure(server.origin, COUNTED_PAGE, 5, server.cpuSeconds);
      (server === on ? result.on : result.off).push(measured);
      const cpu = measured.cpuMicrosPerRequest?.toFixed(0) ?? "?";
      const counting = server === on ? "on" : "off";
      log(`${COUNTED_PAGE.label}, counting ${counting}: ${describe(measured)}, ${cpu} µs CPU each`);
    }
  }
  const mean = (list: Measurement[], figure: (m: Measurement) => number | null) =>
    list.reduce((sum, m) => sum + (figure(m) ?? NaN), 0) / list.length;
  const [rps, cpu] = [(m: Measurement) => m.rps, (m: Measurement) => m.cpuMicrosPerRequest];
  result.throughputLoss = 1 - mean(result.on, rps) / mean(result.off, rps);
  result.cpuAdded = mean(result.on, cpu) / mean(result.off, cpu) - 1;
  return result;
}
