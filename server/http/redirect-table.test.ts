import pino from "pino";
import { describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connection.ts";
import type { StoredRedirect } from "../db/redirects.ts";
import { createRedirectTable } from "./redirect-table.ts";

// The redirects as each instance answers them: read once, kept until
// a change drops them, read again in the background when old, and answered
// from the last copy while the database is away.

function fakeDatabase() {
  const state = { rows: [] as StoredRedirect[], reads: 0, failing: false };
  const execute = async () => {
    state.reads += 1;
    if (state.failing) throw new Error("database away");
    return state.rows.map((row) => ({
      id: row.id,
      from_path: row.from,
      to_target: row.to,
      permanent: row.permanent ? 1 : 0,
      created_by: null,
      created_at: row.createdAt,
    }));
  };
  const database = {
    db: { selectFrom: () => ({ selectAll: () => ({ orderBy: () => ({ execute }) }) }) },
  } as unknown as DatabaseHandle;
  return { state, database };
}

const redirect = (from: string, to: string, permanent = true): StoredRedirect => ({
  id: 1,
  from,
  to,
  permanent,
  createdBy: null,
  createdAt: "2030-01-01T00:00:00.000Z",
});

describe("the redirect table", () => {
  const logged: string[] = [];
  const log = pino({ level: "warn" }, { write: (line: string) => void logged.push(line) });

  it("answers a path in any case and with trailing slashes, the query carried when the target has none", async () => {
    const { state, database } = fakeDatabase();
    state.rows = [
      redirect("/old", "/new"),
      redirect("/campaign", "https://example.com/a?b=1", false),
      redirect("/anchored", "/contact#form"),
    ];
    const table = createRedirectTable({ database, log });
    expect(await table.find("/old/?utm_source=x")).toEqual({
      location: "/new?utm_source=x",
      status: 301,
      clientData: false,
    });
    expect(await table.find("/campaign?x=1")).toMatchObject({
      location: "https://example.com/a?b=1",
      status: 302,
    });
    expect((await table.find("/anchored?x=1"))?.location).toBe("/contact?x=1#form");
    expect(await table.find("/old.data?_routes=root&utm=1")).toEqual({
      location: "/new?utm=1",
      status: 301,
      clientData: true,
    });
    expect(await table.find("/other")).toBeNull();
    expect(state.reads).toBe(1);
  });

  it("reads again after a drop of the tag 'redirects' (or everything), not after another tag", async () => {
    const { state, database } = fakeDatabase();
    const table = createRedirectTable({ database, log });
    expect(await table.find("/old")).toBeNull();
    state.rows = [redirect("/old", "/new")];
    table.onDrop(["posts"]);
    expect(await table.find("/old")).toBeNull();
    table.onDrop(["redirects"]);
    expect((await table.find("/old"))?.location).toBe("/new");
    state.rows = [];
    table.onDrop("all");
    expect(await table.find("/old")).toBeNull();
    expect(state.reads).toBe(3);
  });

  it("answers from the last copy while old or while the database is away, and asks again later", async () => {
    const { state, database } = fakeDatabase();
    let clock = 0;
    const table = createRedirectTable({
      database,
      log,
      maxAgeMs: 1000,
      retryMs: 500,
      now: () => clock,
    });
    state.rows = [redirect("/old", "/new")];
    expect((await table.find("/old"))?.location).toBe("/new");
    clock = 2000;
    state.failing = true;
    // Old: the last copy answers, a read runs behind it and fails.
    expect((await table.find("/old"))?.location).toBe("/new");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logged.join("\n")).toContain("Could not read the redirects");
    const reads = state.reads;
    clock = 2100;
    expect((await table.find("/old"))?.location).toBe("/new");
    expect(state.reads).toBe(reads);
    // Dropped while the database is away: no copy, no redirect, and no wait on it.
    table.onDrop(["redirects"]);
    expect(await table.find("/old")).toBeNull();
    expect(state.reads).toBe(reads);
    clock = 3000;
    state.failing = false;
    expect((await table.find("/old"))?.location).toBe("/new");
  });
});
