import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { z } from "zod";
import type { CaptchaVerifier } from "../captcha.ts";
import type { Config } from "../config.ts";
import type { CaptchaResult } from "../db/schema.ts";
import { withDatabase } from "./errors.ts";
import {
  FORM_BODY_LIMIT,
  assertNotTooFast,
  checkCaptcha,
  formBody,
  idempotencyKey,
  invalidFields,
  isHoneypotFilled,
} from "./form-guards.ts";
import { formRateLimit } from "./rate-limit.ts";

export interface FormEndpoint<T> {
  path: string;
  /** What the logs call a submission ("Enquiry", "Comment"…). */
  name: string;
  schema: z.ZodType<T>;
  /** The one answer every accepted submission gets, bots' included. */
  reply: string;
  config: Config;
  captcha: CaptchaVerifier | null;
  /** Whether a submission with this Idempotency-Key is already stored; omit if the form ignores keys. */
  isStored?: (key: string) => Promise<unknown>;
  /**
   * Stores a valid submission. `replayed` says that another request with the
   * same key stored it first; the answer is the same, marked as a replay.
   */
  store(
    data: T,
    context: { key: string | null; captcha: CaptchaResult; log: FastifyBaseLogger },
  ): Promise<{ replayed?: boolean }>;
}

/**
 * One public form's POST route, the same steps for every form (spec §7,
 * docs/decisions/012-bot-checks.md): the honeypot answers like a success and
 * stores nothing; then the fields (400 with a message per field), the minimum
 * fill time, a retry by Idempotency-Key answered before the captcha (whose
 * token the first attempt spent), the captcha, and 201 only once stored.
 * Body limit (413), content type (415), rate limit (429) and an unreachable
 * database (503) are answered as JSON on the way.
 */
export function formEndpoint<T>(app: FastifyInstance, endpoint: FormEndpoint<T>) {
  const answer = { success: true, message: endpoint.reply };
  app.post(
    endpoint.path,
    { bodyLimit: FORM_BODY_LIMIT, config: formRateLimit },
    async (request, reply) => {
      const body = formBody(request.body);
      if (isHoneypotFilled(body)) {
        request.log.info(`${endpoint.name}: honeypot filled; answered as accepted, stored nothing`);
        return reply.code(201).send(answer);
      }
      const parsed = endpoint.schema.safeParse(body.fields);
      if (!parsed.success) throw invalidFields(parsed.error, body);
      assertNotTooFast(body, endpoint.config.forms.minFillMs);

      const { isStored } = endpoint;
      const key = isStored ? idempotencyKey(request) : null;
      if (
        isStored &&
        key &&
        (await withDatabase(request, "Looking up an Idempotency-Key", () => isStored(key)))
      ) {
        return reply.code(201).header("idempotent-replayed", "true").send(answer);
      }
      const captcha = await checkCaptcha(endpoint.captcha, body, request);
      const { replayed } = await withDatabase(request, `Storing: ${endpoint.name}`, () =>
        endpoint.store(parsed.data, { key, captcha, log: request.log }),
      );
      if (replayed) reply.header("idempotent-replayed", "true");
      return reply.code(201).send(answer);
    },
  );
}
