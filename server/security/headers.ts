import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * Headers every answer carries (docs/decisions/006-security-headers.md).
 * The Content-Security-Policy of each HTML page is set where the page is
 * served (server/http/react-router.ts), since it depends on the page.
 */
const ALWAYS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  // Everything the site does not use is switched off.
  "Permissions-Policy":
    "accelerometer=(), autoplay=(self), camera=(), display-capture=(), encrypted-media=(self), fullscreen=(self), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(self), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()",
  // For browsers that predate CSP frame-ancestors.
  "X-Frame-Options": "DENY",
};

const HSTS = "max-age=31536000; includeSubDomains";

export async function securityHeaders(app: FastifyInstance) {
  app.addHook("onSend", async (request: FastifyRequest, reply: FastifyReply, payload) => {
    setSecurityHeaders(request, reply);
    return payload;
  });
}

/** The headers every answer carries; also for answers made before any hook runs. */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  for (const [name, value] of Object.entries(ALWAYS)) reply.header(name, value);
  // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY is set.
  if (request.protocol === "https") reply.header("Strict-Transport-Security", HSTS);
  reply.removeHeader("X-Powered-By");
}
