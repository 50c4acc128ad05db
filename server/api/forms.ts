import type { FastifyInstance } from "fastify";
import type { FormKind } from "../../app/forms/form-protocol.ts";
import { FORM_BODY_LIMIT, idempotencyKey } from "../forms/form-guards.ts";
import type { FormService } from "../forms/form-service.ts";
import { formRateLimit } from "../security/rate-limit.ts";

// The API paths of the public forms (architecture "HTTP API"); /talk is the
// home 'Talk to us' form's own name for an enquiry.
const paths: Record<string, FormKind> = {
  "/contact": "contact",
  "/talk": "contact",
  "/newsletter": "newsletter",
  "/comments": "comment",
};

/**
 * POST /api/contact, /api/talk, /api/newsletter, /api/comments: the JSON face
 * of the form service (server/forms/form-service.ts). 201 only once stored;
 * 400 with `errors` per field; 413, 415, 429, 503 as JSON with a message.
 */
export async function formRoutes(app: FastifyInstance, options: { forms: FormService }) {
  for (const [path, kind] of Object.entries(paths)) {
    app.post(
      path,
      { bodyLimit: FORM_BODY_LIMIT, config: formRateLimit },
      async (request, reply) => {
        const outcome = await options.forms.submit(kind, request.body, {
          ip: request.ip,
          userAgent: request.headers["user-agent"] ?? "",
          log: request.log,
          channel: "api",
          idempotencyKey: idempotencyKey(request),
        });
        if (outcome.ok) {
          if (outcome.replayed) reply.header("idempotent-replayed", "true");
          return reply.code(201).send({ success: true, message: outcome.message });
        }
        const { message, errors } = outcome;
        return reply
          .code(outcome.status)
          .send({ success: false, message, ...(errors && { errors }) });
      },
    );
  }
}
