import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { freePort, waitForHttp } from "./net.ts";
import { exited } from "./server.ts";

const BINARIES = ["/usr/sbin/nginx", "/usr/bin/nginx"];
/** Where nginx serves the portfolio JSON that stands in for both API routes. */
const API_FILE = "/__bench/portfolio.json";

export type Availability = { binary: string; version: string } | { skipped: string };

/** Debian's nginx, installed with apt-get when missing and running as root. */
export function findNginx(log: (line: string) => void): Availability {
  let binary = BINARIES.find((path) => existsSync(path));
  if (!binary) {
    if (process.getuid?.() !== 0) {
      return {
        skipped: "nginx is not installed and the bench is not running as root to apt-get it",
      };
    }
    log("nginx is not installed: apt-get install -y nginx");
    let install = spawnSync("apt-get", ["install", "-y", "nginx"], { stdio: "inherit" });
    if (install.status !== 0) {
      spawnSync("apt-get", ["update"], { stdio: "inherit" });
      install = spawnSync("apt-get", ["install", "-y", "nginx"], { stdio: "inherit" });
    }
    binary = BINARIES.find((path) => existsSync(path));
    if (!binary) return { skipped: `apt-get install -y nginx failed (exit ${install.status})` };
  }
  // nginx -v writes "nginx version: nginx/1.22.1" to stderr.
  const version = spawnSync(binary, ["-v"], { encoding: "utf8" })
    .stderr.trim()
    .replace(/^nginx version: /, "");
  return { binary, version };
}

export interface RunningNginx {
  origin: string;
  stop(): Promise<void>;
}

/**
 * nginx on a free loopback port over a copy of the built client (with its
 * .gz files; Debian's nginx has no brotli), and a static copy of the portfolio
 * response answered for POST /api/portfolio and POST /api/contact as the
 * reference for the API rows.
 */
export async function startNginx(
  binary: string,
  clientDir: string,
  portfolioJson: string,
  /** Pages served as files, by path (the HTML of a kept page, as our server sends it). */
  pages: Record<string, Buffer> = {},
): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), "genesis-bench-nginx-"));
  // Worker processes may run as another user (nobody) when the bench runs as root.
  chmodSync(dir, 0o755);
  const root = join(dir, "root");
  cpSync(clientDir, root, { recursive: true });
  mkdirSync(join(root, "__bench"));
  writeFileSync(join(root, API_FILE), portfolioJson);
  writeFileSync(join(root, `${API_FILE}.gz`), gzipSync(portfolioJson, { level: 9 }));
  for (const [path, html] of Object.entries(pages)) {
    const file = join(root, path, "index.html");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  }
  const port = await freePort();
  writeFileSync(join(dir, "nginx.conf"), config(dir, root, port));
  const child = spawn(
    binary,
    ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")],
    {
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await exited(child);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // Up once it serves a page it was given (no page is a file of the build).
    await waitForHttp(
      `${origin}${Object.keys(pages)[0] ?? "/"}`,
      15_000,
      () => child.exitCode === null,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** A minimal production-like configuration: sendfile, pre-compressed gzip, keep-alive. */
function config(dir: string, root: string, port: number): string {
  return `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  types {
    text/html html; text/css css; text/javascript js; application/json json;
    image/svg+xml svg; image/png png; image/webp webp; font/woff2 woff2;
  }
  default_type application/octet-stream;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
    # Both API routes answer with the static portfolio JSON; a POST to a static
    # file is a 405 in nginx, turned into a 200 with the file.
    location /api/ { rewrite ^ ${API_FILE} last; }
    location /__bench/ { error_page 405 =200 $uri; }
  }
}
`;
}
