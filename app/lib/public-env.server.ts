import { z } from "zod";
import type { PublicConfig } from "./public-config.ts";

/**
 * The environment variables the browser may see, parsed the same way by the
 * server's configuration (server/config.ts, which adds its own to these) and
 * by the root loader (./config.server.ts). Living here
 * keeps app/ free of server imports and each variable defined once.
 */

// An empty variable (`FOO=`) means "unset", as in most deployment tools.
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());
export const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((v) => (v === "" || v === undefined ? fallback : v), schema);

export const httpUrl = z
  .string()
  .refine((v) => /^https?:\/\/[^\s/]+/i.test(v) && URL.canParse(v), "must be an http(s) URL");

export const publicEnvShape = {
  SITE_URL: withDefault(httpUrl, "http://localhost:3000").transform((v) => v.replace(/\/+$/, "")),
  API_BASE_URL: withDefault(
    z
      .string()
      .refine(
        (v) => (v.startsWith("/") && !v.startsWith("//")) || /^https?:\/\//i.test(v),
        "must be a path starting with / or an http(s) URL",
      ),
    "/api",
  ).transform((v) => v.replace(/\/+$/, "")),
  RECAPTCHA_SITE_KEY: optional(z.string()),
};

const publicEnvSchema = z.object(publicEnvShape);

/** The public values of a parsed environment. */
export function publicConfigOf(env: z.output<typeof publicEnvSchema>): PublicConfig {
  return {
    apiBaseUrl: env.API_BASE_URL,
    siteUrl: env.SITE_URL,
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY ?? null,
  };
}

/** Parses only the public variables (the server parses all of them at start-up). */
export function readPublicConfig(source: Record<string, string | undefined>): PublicConfig {
  return publicConfigOf(publicEnvSchema.parse(source));
}
