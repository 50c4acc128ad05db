import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltApp } from "../support/built-app.ts";

/**
 * The API's answers for what it does not have (architecture "HTTP API"), with
 * the pages mounted as in production, since they take every other path.
 */
describe("the API contract for unknown paths and wrong methods", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await startBuiltApp());
  });

  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ["GET", "/api/nope"],
    ["POST", "/api/nope"],
    ["GET", "/api/contact/extra"],
    ["DELETE", "/api/portfolio/1"],
    ["GET", "/api"],
    ["GET", "/api/"],
    ["GET", "/api/Portfolio?x=1"],
  ] as const)("answers %s %s with a JSON 404", async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ success: false, message: "There is no such API endpoint." });
  });

  it.each([
    ["GET", "/api/contact", "POST"],
    ["PUT", "/api/contact", "POST"],
    ["DELETE", "/api/newsletter", "POST"],
    ["GET", "/api/comments/", "POST"],
    ["DELETE", "/api/portfolio", "GET, HEAD, POST"],
    ["PATCH", "/api/portfolio?page=2", "GET, HEAD, POST"],
  ] as const)("answers %s %s with 405 and Allow: %s", async (method, url, allow) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      success: false,
      message: `This endpoint does not accept ${method}. Allowed: ${allow}.`,
    });
  });

  it("answers HEAD on a POST-only endpoint with 405 and no body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/api/contact" });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("POST");
    expect(response.body).toBe("");
  });

  it("still serves the endpoints themselves", async () => {
    expect((await app.inject({ method: "GET", url: "/api/portfolio" })).statusCode).toBe(200);
    expect((await app.inject({ method: "HEAD", url: "/api/portfolio" })).statusCode).toBe(200);
    const refused = await app.inject({ method: "POST", url: "/api/contact", payload: {} });
    expect(refused.statusCode).toBe(400);
  });
});
