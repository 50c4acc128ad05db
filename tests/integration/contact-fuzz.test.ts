import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactSchema } from "../../app/forms/contact-schema.ts";
import type { DatabaseHandle } from "../../server/db/connection.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { sqliteTestDatabase, type TestDatabase } from "../support/databases.ts";
import { countRows, formsApp, validEnquiry } from "../support/forms.ts";
import { freePort } from "../support/server-process.ts";

/**
 * Malformed submissions of every kind must get a 4xx JSON answer a person can
 * read — never a 5xx, never a stored row. The generator is seeded, so a failure
 * names a case that can be replayed.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261106);
const CASES_PER_KIND = 150;

function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}

const random = prng(SEED);
const FIELDS = ["name", "email", "phone", "subject", "message", "recaptchaToken", "formStamp"];
const ALPHABET = [
  ..."abcXYZ019 @.+-()_'\"\\/<>{}[]:,;=&%#!?*",
  "\n",
  "\r",
  "\t",
  "\u0000",
  "\u001b",
  "é",
  "李",
  "😀",
  "\u202e",
  "\ud800",
  "\uffff",
];

function randomString(maxLength: number): string {
  const length = random.int(maxLength + 1);
  let text = "";
  for (let i = 0; i < length; i++) text += random.pick(ALPHABET);
  return text;
}

function randomJson(depth = 0): unknown {
  const kind = random.int(depth > 3 ? 5 : 7);
  switch (kind) {
    case 0:
      return null;
    case 1:
      return random.next() < 0.5;
    case 2:
      return random.pick([0, -1, 1e308, -0.5, 42, Number.MAX_SAFE_INTEGER]);
    case 3:
      return randomString(40);
    case 4:
      return random.pick(["", " ", "Sales", "José", "a@b.co", "+1 307 555 0142"]);
    case 5:
      return Array.from({ length: random.int(4) }, () => randomJson(depth + 1));
    default: {
      const object: Record<string, unknown> = {};
      for (let i = random.int(7); i > 0; i--) {
        const key = random.pick([...FIELDS, "__proto__", "constructor", "admin", randomString(8)]);
        object[key] = randomJson(depth + 1);
      }
      return object;
    }
  }
}

const badValues: Record<string, unknown[]> = {
  name: ["", "R2D2", "Ann\r\nBcc: x@example.com", "a".repeat(101), 42, ["José"], { $ne: "" }, "😀"],
  email: ["", "jose@", "a".repeat(250) + "@x.com", "jose@example.com\r\nCc: x", null, true, {}],
  phone: ["", "12", "+1 555", "call me", "1".repeat(40), 3075550142, ["+1 307 555 0142"]],
  subject: ["", "Other", "sales", null, 1, ["Sales"], { toString: "Sales" }],
  message: ["", "   ", "nul\u0000byte", "x".repeat(4001), 0, false, { text: "hi" }],
};

/** A body with every field valid except at least one. */
function oneFieldWrong(): Record<string, unknown> {
  const body: Record<string, unknown> = { ...validEnquiry };
  delete body.website;
  const wrong = FIELDS.slice(0, 5).filter(() => random.next() < 0.4);
  if (wrong.length === 0) wrong.push(random.pick(FIELDS.slice(0, 5)));
  for (const field of wrong) {
    if (random.next() < 0.15) delete body[field];
    else body[field] = random.pick(badValues[field]!);
  }
  return body;
}

/** Any JSON value, made invalid if it happens to pass, and never with a honeypot. */
function anyJson(): unknown {
  const value = randomJson();
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    delete object.website;
    if (contactSchema.safeParse(object).success) object.phone = "not a phone";
  }
  return value;
}

type Case = { kind: string; options: InjectOptions };

function json(kind: string, body: unknown, contentType = "application/json"): Case {
  return {
    kind,
    options: {
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": contentType },
      payload: JSON.stringify(body) ?? "null",
    },
  };
}

function raw(kind: string, payload: Buffer | string, headers: Record<string, string>): Case {
  return { kind, options: { method: "POST", url: "/api/contact", headers, payload } };
}

function cases(): Case[] {
  const all: Case[] = [];
  const contentTypes = [
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=----x",
    "application/xml",
    "application/octet-stream",
    "application/json-patch+json",
    "text/json",
    "image/png",
  ];
  for (let i = 0; i < CASES_PER_KIND; i++) {
    all.push(json("random JSON value", anyJson()));
    all.push(json("one field of the wrong type or value", oneFieldWrong()));
    all.push(
      raw(
        "random bytes as JSON",
        Buffer.from(Array.from({ length: random.int(600) }, () => random.int(256))),
        {
          "content-type": "application/json",
        },
      ),
    );
    all.push(
      raw(
        "invalid UTF-8 inside a JSON string",
        Buffer.concat([
          Buffer.from(`{"name":"Jos`),
          Buffer.from(
            random.pick([
              [0xff],
              [0xc3, 0x28],
              [0xe2, 0x28, 0xa1],
              [0xf0, 0x28, 0x8c, 0x28],
              [0x80],
              [0xc0, 0xaf],
            ]),
          ),
          Buffer.from(
            `","email":"jose@example.com","phone":"+1 307 555 0142","subject":"Sales","message":"`,
          ),
          Buffer.from([0xed, 0xa0, 0x80]), // an encoded surrogate, invalid in UTF-8
          Buffer.from(`"}`),
        ]),
        { "content-type": "application/json" },
      ),
    );
    all.push(
      json(
        "valid fields sent as another content type",
        { ...validEnquiry, website: undefined },
        random.pick(contentTypes),
      ),
    );
    all.push(
      json("a huge string in a field", {
        ...validEnquiry,
        website: undefined,
        // Longer than any field's limit (the message's is 4,000), sometimes over 16 kB.
        [random.pick(FIELDS.slice(0, 5))]: "x".repeat(4001 + random.int(30_000)),
      }),
    );
    all.push(
      raw(
        "deeply nested JSON",
        random.next() < 0.5
          ? "[".repeat(5000) + "]".repeat(5000)
          : '{"name":'.repeat(1500) + "1" + "}".repeat(1500),
        { "content-type": "application/json" },
      ),
    );
    all.push(
      raw("truncated JSON", JSON.stringify(validEnquiry).slice(0, random.int(100)), {
        "content-type": "application/json",
      }),
    );
  }
  all.push({
    kind: "no content type",
    options: { method: "POST", url: "/api/contact", payload: "hello" },
  });
  for (const method of ["GET", "PUT", "DELETE", "PATCH"] as const) {
    all.push({ kind: `${method} instead of POST`, options: { method, url: "/api/contact" } });
  }
  return all;
}

describe("fuzzing POST /api/contact", () => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = sqliteTestDatabase({ migrated: true });
    database = testDb.open();
    await migrateToLatest(database);
    app = await formsApp(database, {
      FORM_RATE_LIMIT_MAX: "1000000",
      // E-mail on, so a stored row would also leave an outbox row behind.
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      ENQUIRY_NOTIFY_TO: "hello@genesis.example",
    });
  });

  afterAll(async () => {
    await app.close();
    await testDb.drop();
  });

  it(`answers ${CASES_PER_KIND * 8 + 5} malformed requests with 4xx JSON only, and stores nothing (seed ${SEED})`, async () => {
    const all = cases();
    expect(all.length).toBeGreaterThanOrEqual(1000);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const [index, { kind, options }] of all.entries()) {
      const response = await app.inject(options);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      let body: { success?: unknown; message?: unknown } | undefined;
      try {
        body = response.json();
      } catch {
        body = undefined;
      }
      const ok =
        response.statusCode >= 400 &&
        response.statusCode < 500 &&
        /^application\/json/.test(String(response.headers["content-type"])) &&
        body?.success === false &&
        typeof body.message === "string" &&
        body.message.length > 0;
      if (!ok && failures.length < 10) {
        failures.push(`#${index} ${kind}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect([...statuses.keys()].every((status) => status >= 400 && status < 500)).toBe(true);
    expect(await countRows(database, "contact_enquiries")).toBe(0);
    expect(await countRows(database, "mail_outbox")).toBe(0);
  });
});
