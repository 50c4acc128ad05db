import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { bundleEntries, bundledFile, type BundleEntry } from "../../scripts/server-bundle.ts";
import { sqliteTestDatabase, type TestDatabase } from "../support/databases.ts";
import {
  freePort,
  requireBuild,
  runServer,
  waitUntilReady,
  type ServerProcess,
} from "../support/server-process.ts";

let server: ServerProcess | undefined;
let testDb: TestDatabase | undefined;

afterEach(async () => {
  if (server && server.child.exitCode === null) await server.stop("SIGKILL");
  server = undefined;
  await testDb?.drop();
});

async function startupFailure(env: Record<string, string>) {
  testDb = sqliteTestDatabase();
  server = runServer({ PORT: String(await freePort()), DATABASE_URL: testDb.url, ...env });
  const { code, stderr } = await server.exited;
  return { code, lines: stderr.trim().split("\n") };
}

// Each test starts the real server as a process: on a busy two-core machine,
// beside the cluster and fault tests, that can take seconds.
describe("start-up", { timeout: 60_000 }, () => {
  it("stops with one line naming PORT when PORT is bad", async () => {
    const { code, lines } = await startupFailure({ PORT: "http" });
    expect(code).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(/^Invalid configuration: PORT must be a whole number/),
    ]);
  });

  it("stops with one line naming DATABASE_URL when it is not a supported URL", async () => {
    const { code, lines } = await startupFailure({
      DATABASE_URL: "mysql://root@localhost/genesis",
    });
    expect(code).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(/^Invalid configuration: DATABASE_URL must be a file: path/),
    ]);
  });

  it("stops with one line naming DATABASE_URL when the database cannot be reached", async () => {
    const { code, lines } = await startupFailure({
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/genesis",
    });
    expect(code).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(/^Cannot prepare the database \(DATABASE_URL\): /),
    ]);
  });

  it("stops with one line naming PORT when the port is taken", async () => {
    requireBuild();
    testDb = sqliteTestDatabase();
    const port = String(await freePort());
    const first = runServer({ PORT: port, DATABASE_URL: testDb.url });
    await waitUntilReady(first);
    try {
      server = runServer({ PORT: port, DATABASE_URL: testDb.url });
      const { code, stderr } = await server.exited;
      expect(code).toBe(1);
      expect(stderr.trim().split("\n")).toEqual([
        expect.stringMatching(/^Cannot listen on 127\.0\.0\.1:\d+ \(PORT\/HOST\)/),
      ]);
    } finally {
      await first.stop();
    }
  });
});

describe("the compiled server", { timeout: 60_000 }, () => {
  it("is plain JavaScript importing only Node's modules and the runtime dependencies", () => {
    requireBuild();
    const { dependencies } = JSON.parse(readFileSync("package.json", "utf8")) as {
      dependencies: Record<string, string>;
    };
    for (const entry of Object.keys(bundleEntries) as BundleEntry[]) {
      const code = readFileSync(bundledFile(entry), "utf8");
      const imports = [
        ...code.matchAll(/^(?:import|export)\b(?:[^;"]*?\bfrom)?\s*"([^"]+)";$/gm),
        ...code.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g),
      ].map((match) => match[1]!);
      expect(imports.length).toBeGreaterThan(0);
      // Our modules are inside the bundle (no relative or .ts import is left), and every
      // package is one `npm ci --omit=dev` installs: no tsx, no devDependency.
      const outside = imports
        .filter((specifier) => !specifier.startsWith("node:"))
        .filter((specifier) => !(packageName(specifier) in dependencies));
      expect({ entry, outside }).toEqual({ entry, outside: [] });
    }
  });

  it("maps its stack traces back to the TypeScript sources", () => {
    requireBuild();
    const map = JSON.parse(readFileSync(`${bundledFile("main")}.map`, "utf8")) as {
      sources: string[];
    };
    expect(map.sources).toContain("../../server/main.ts");
    expect(map.sources).toContain("../../server/http/app.ts");
  });

  it("starts with plain Node, no TypeScript loader, and answers /healthz", async () => {
    testDb = sqliteTestDatabase();
    server = runServer({ PORT: String(await freePort()), DATABASE_URL: testDb.url });
    expect(server.child.spawnargs).toEqual([
      process.execPath,
      "--enable-source-maps",
      bundledFile("main"),
    ]);
    await waitUntilReady(server);
    const health = await fetch(`${server.baseUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
  });
});

describe("the production server over real HTTP", () => {
  async function start() {
    requireBuild();
    testDb = sqliteTestDatabase();
    server = runServer({ PORT: String(await freePort()), DATABASE_URL: testDb.url });
    await waitUntilReady(server);
    return server;
  }

  it("migrates, seeds and serves pre-rendered pages, live pages, the API and 404s", async () => {
    const { baseUrl } = await start();

    const home = await fetch(`${baseUrl}/`, { headers: { "accept-encoding": "br" } });
    expect(home.status).toBe(200);
    expect(home.headers.get("content-encoding")).toBe("br");
    expect(await home.text()).toContain("The Genesis Transforms Ideas into Reality");

    const projects = await (await fetch(`${baseUrl}/projects`)).text();
    expect(projects).toContain("Northwind Analytics");
    expect(projects).toContain("Sprout MVP");

    const api = await fetch(`${baseUrl}/api/portfolio`, { method: "POST" });
    expect(((await api.json()) as { data: unknown[] }).data.length).toBeGreaterThanOrEqual(8);

    const missing = await fetch(`${baseUrl}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Page Not Found");

    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
  });

  it("logs a one-time address where the first owner is created in the browser", async () => {
    const { baseUrl } = await start();
    const token = /\/admin\/setup\?token=([\w-]+) \(one use, within 24 hours\)/.exec(
      server!.output(),
    )?.[1];
    expect(token, server!.output()).toBeTruthy();
    const address = `${baseUrl}/admin/setup?token=${token}`;
    expect(await (await fetch(address)).text()).toContain("Create owner");
    const created = await fetch(address, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
      body: new URLSearchParams({
        token: token!,
        email: "founder@example.com",
        password: "a first owner passphrase",
        confirm: "a first owner passphrase",
      }).toString(),
    });
    expect(created.status).toBe(303);
    expect(created.headers.get("location")).toBe("/admin");
    expect((await fetch(address)).status).toBe(404);
  });

  it("finishes an in-flight request on SIGTERM, then exits cleanly", async () => {
    const { baseUrl } = await start();
    const { port } = new URL(baseUrl);
    const body = JSON.stringify({ page: 1 });

    // A request whose body is still arriving when the signal comes.
    const socket = connect(Number(port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.write(
      `POST /api/portfolio HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 4)}`,
    );
    await new Promise((r) => setTimeout(r, 200));
    server!.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));

    // No new connections are accepted while it drains.
    await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();

    socket.write(body.slice(4));
    await new Promise((resolve) => socket.once("close", resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(answer).toContain('"data":[');
    expect((await server!.exited).code).toBe(0);
  });
});

/** `pg` of `pg`, `@fastify/static` of `@fastify/static/x`. */
function packageName(specifier: string): string {
  return specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");
}
