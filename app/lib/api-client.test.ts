import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, setApiBaseUrl } from "./api-client.ts";

// A real HTTP server on loopback plays the API.
let server: Server;
let requests: { method?: string; url?: string; contentType?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      requests.push({
        method: req.method,
        url: req.url,
        contentType: req.headers["content-type"],
        body,
      });
      const send = (status: number, text: string) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(text);
      };
      if (req.url === "/api/ok") return send(200, JSON.stringify({ data: [1, 2] }));
      if (req.url === "/api/echo") return send(201, body);
      if (req.url === "/api/refused")
        return send(400, JSON.stringify({ success: false, message: "Name is required." }));
      if (req.url === "/api/broken") return send(500, "<html>oops</html>");
      if (req.url === "/api/slow") return setTimeout(() => send(200, "{}"), 1_000);
      send(404, JSON.stringify({ success: false, message: "There is no such API endpoint." }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the API client", () => {
  it("prefixes the base address and returns the parsed JSON", async () => {
    requests = [];
    const result = await apiClient.post<{ data: number[] }>("/ok");
    expect(result).toEqual({ ok: true, status: 200, data: { data: [1, 2] } });
    expect(requests[0]).toMatchObject({ method: "POST", url: "/api/ok" });
  });

  it("sends a body as JSON with the JSON content type", async () => {
    requests = [];
    const result = await apiClient.post("/echo", { body: { name: "Zoë" } });
    expect(result).toEqual({ ok: true, status: 201, data: { name: "Zoë" } });
    expect(requests[0]?.contentType).toBe("application/json");
  });

  it("returns the server's message as a typed http error", async () => {
    const result = await apiClient.post("/refused");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: "http", status: 400, message: "Name is required." });
  });

  it("returns a parse error for an answer that is not JSON", async () => {
    const result = await apiClient.get("/broken");
    expect(result).toEqual({
      ok: false,
      error: { kind: "parse", status: 500, message: "The server sent an unreadable answer." },
    });
  });

  it("gives up after its timeout with a timeout error", async () => {
    const started = Date.now();
    const result = await apiClient.get("/slow", { timeoutMs: 150 });
    expect(Date.now() - started).toBeLessThan(900);
    expect(result).toEqual({ ok: false, error: { kind: "timeout", message: expect.any(String) } });
  });

  it("reports a refused connection as a network error", async () => {
    setApiBaseUrl("http://127.0.0.1:1/api");
    const result = await apiClient.get("/ok");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe("network");
    setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  });

  it("uses a 10 000 ms timeout by default (spec §9)", async () => {
    const { API_TIMEOUT_MS } = await import("./api-client.ts");
    expect(API_TIMEOUT_MS).toBe(10_000);
  });
});
