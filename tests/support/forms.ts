import type { FastifyInstance, InjectOptions } from "fastify";
import { buildApp, type AppOptions } from "../../server/http/app.ts";
import type { DatabaseHandle } from "../../server/db/connection.ts";
import { stampServed, testConfig } from "./config.ts";

/** A submission every rule accepts, as the browser form sends it. */
export const validEnquiry = {
  name: "José Álvarez",
  email: "jose@example.com",
  phone: "(307) 555-0142",
  subject: "Sales",
  message: "We would like a quote for a new website.",
  recaptchaToken: "",
  website: "",
  // Served nine seconds before the first test sends it: older than any minimum fill time.
  formStamp: stampServed(9000),
};

/** The API over a test database, without pages; `env` adds configuration. */
export function formsApp(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  timings?: AppOptions["timings"],
): Promise<FastifyInstance> {
  return buildApp({
    config: testConfig(env),
    database,
    web: { kind: "none" },
    logger: false,
    timings,
  });
}

export function postJson(
  app: FastifyInstance,
  url: string,
  body: unknown,
  options: Omit<InjectOptions, "url" | "method" | "payload"> = {},
) {
  return app.inject({
    method: "POST",
    url,
    ...options,
    headers: { "content-type": "application/json", ...options.headers },
    payload: JSON.stringify(body),
  });
}

export async function countRows(
  database: DatabaseHandle,
  table: "contact_enquiries" | "mail_outbox" | "newsletter_subscriptions" | "blog_comments",
): Promise<number> {
  const { count } = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}
