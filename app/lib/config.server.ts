import { loadConfig } from "../../server/config.ts";
import type { PublicConfig } from "./public-config.ts";

let cached: PublicConfig | undefined;

/**
 * The public part of the one configuration module. Read from the environment
 * of the process rendering the page: the server at run time, or the build when
 * pages are pre-rendered (scripts/ensure-build.ts rebuilds when these change).
 */
export function getPublicConfig(): PublicConfig {
  cached ??= loadConfig().public;
  return cached;
}
