import type { PublicConfig } from "./public-config.ts";
import { readPublicConfig } from "./public-env.server.ts";

let cached: PublicConfig | undefined;

/**
 * The public configuration, read from the environment of the process
 * rendering the page: the server at run time, or the build when pages are
 * pre-rendered (scripts/ensure-build.mjs rebuilds when these change). The
 * server validated every variable at start-up (server/config.ts).
 */
export function getPublicConfig(): PublicConfig {
  cached ??= readPublicConfig(process.env);
  return cached;
}
