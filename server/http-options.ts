import type { FastifyServerOptions } from "fastify";
import type { Config } from "./config.ts";

/**
 * The Fastify options that decide how far the server believes and waits for
 * its clients.
 *
 * Proxies (TRUST_PROXY): a list of addresses/CIDRs is handed to proxy-addr as
 * is; a hop count trusts that many addresses at the right-hand end of the
 * chain (the socket's peer, then X-Forwarded-For from the right), so what a
 * visitor writes to the left of what the proxies appended is never taken for
 * the client's address. Fastify itself treats a number as "trust nothing".
 */
export function httpServerOptions(config: Config): Pick<FastifyServerOptions, "trustProxy"> {
  const { trustProxy } = config;
  return {
    trustProxy:
      typeof trustProxy === "number"
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
  };
}
