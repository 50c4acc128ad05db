import { loadConfig, type Config } from "../../server/config.ts";

/** A configuration as the server would parse it, for a given database. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
}
