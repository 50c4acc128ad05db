import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";
import type { AllowedWebhookHost } from "../config.ts";

/**
 * Where a webhook may send (no server-side request forgery): https to a host
 * whose every address is public. A host of WEBHOOK_ALLOW_HOSTS may be private
 * or loopback and plain http. Checked when a webhook is saved and again at
 * each delivery, where the request connects only to an address this module
 * has checked (`guardedLookup`), so a name that resolves to a public address
 * at saving and to 127.0.0.1 later (DNS rebinding) is refused then too.
 */

/** Ranges no webhook reaches unless its host is allow-listed; node:net's BlockList does the maths. */
const privateRanges = new BlockList();
const IPV4_RANGES: [string, number][] = [
  ["0.0.0.0", 8], // "this network", 0.0.0.0 the unspecified address
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata services live here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
];
const IPV6_RANGES: [string, number][] = [
  ["::", 96], // the unspecified address, loopback and the old IPv4-compatible ones
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique-local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // the old site-local
  ["ff00::", 8], // multicast
];
for (const [network, prefix] of IPV4_RANGES) privateRanges.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of IPV6_RANGES) privateRanges.addSubnet(network, prefix, "ipv6");

/**
 * True for an address no webhook may reach. An IPv4-mapped IPv6 address
 * (::ffff:127.0.0.1) is checked as the IPv4 address it carries (BlockList
 * does so); anything that is not an address at all is refused too.
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  const family = isIP(bare);
  if (family === 0) return true;
  return privateRanges.check(bare, family === 4 ? "ipv4" : "ipv6");
}

export interface TargetPolicy {
  /** WEBHOOK_ALLOW_HOSTS (server/config.ts). */
  allowHosts: readonly AllowedWebhookHost[];
  /** Every address of a host name; DNS unless a test gives its own. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

/** Why a target is refused; each has its own message at the field (app/admin/integrations/integrations-words.ts). */
export type TargetRefusal = "malformed" | "not-https" | "private" | "unresolvable";

export class TargetRefused extends Error {
  override name = "TargetRefused";
  constructor(
    readonly reason: TargetRefusal,
    message: string,
  ) {
    super(message);
  }
}

/** The longest address a webhook may have. */
export const MAX_TARGET_LENGTH = 2000;

const defaultPort = (url: URL) => (url.protocol === "https:" ? 443 : 80);

/** Whether WEBHOOK_ALLOW_HOSTS names this URL's host (at its port, when the entry has one). */
export function isAllowListed(url: URL, allowHosts: readonly AllowedWebhookHost[]): boolean {
  const port = url.port ? Number(url.port) : defaultPort(url);
  return allowHosts.some(
    (entry) => entry.host === url.hostname && (entry.port === null || entry.port === port),
  );
}

export interface ParsedTarget {
  url: URL;
  /** Named by WEBHOOK_ALLOW_HOSTS: its addresses are not checked. */
  allowListed: boolean;
}

/**
 * What can be said of a target without DNS: a well-formed http(s) address
 * without spaces, https unless allow-listed, and, when the host is an address
 * written out, a public one. Throws TargetRefused.
 */
export function parseTarget(typed: string, policy: Pick<TargetPolicy, "allowHosts">): ParsedTarget {
  const text = typed.trim();
  if (!text || text.length > MAX_TARGET_LENGTH || /\s/.test(text) || !URL.canParse(text)) {
    throw new TargetRefused("malformed", "not a well-formed address");
  }
  const url = new URL(text);
  if ((url.protocol !== "https:" && url.protocol !== "http:") || !url.hostname) {
    throw new TargetRefused("malformed", "not an http(s) address");
  }
  const allowListed = isAllowListed(url, policy.allowHosts);
  if (url.protocol !== "https:" && !allowListed) {
    throw new TargetRefused("not-https", "not https, and its host is not in WEBHOOK_ALLOW_HOSTS");
  }
  if (
    !allowListed &&
    isIP(url.hostname.replace(/^\[|\]$/g, "")) &&
    isPrivateAddress(url.hostname)
  ) {
    throw new TargetRefused("private", `${url.hostname} is a private address`);
  }
  return { url, allowListed };
}

const resolveWithDns = (hostname: string) =>
  new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/** Refuses a host one of whose addresses is private; gives back its addresses. */
async function resolvePublic(
  hostname: string,
  resolve: (hostname: string) => Promise<LookupAddress[]>,
): Promise<LookupAddress[]> {
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(hostname);
  } catch (error) {
    const code = (error as { code?: string }).code ?? "no answer";
    throw new TargetRefused("unresolvable", `${hostname} could not be resolved (${code})`);
  }
  if (addresses.length === 0) {
    throw new TargetRefused("unresolvable", `${hostname} has no address`);
  }
  const bad = addresses.find((a) => isPrivateAddress(a.address));
  if (bad) {
    throw new TargetRefused(
      "private",
      `${hostname} resolves to a private address (${bad.address})`,
    );
  }
  return addresses;
}

/**
 * The check made when a webhook is saved: `parseTarget`, then every address
 * the host resolves to must be public (unless allow-listed). Resolves to the
 * address as it will be stored; throws TargetRefused.
 */
export async function checkTarget(typed: string, policy: TargetPolicy): Promise<string> {
  const { url, allowListed } = parseTarget(typed, policy);
  const literal = isIP(url.hostname.replace(/^\[|\]$/g, "")) !== 0;
  if (!allowListed && !literal) await resolvePublic(url.hostname, policy.resolve ?? resolveWithDns);
  return url.href;
}

const familyOf = (family: number | string | undefined) =>
  family === 4 || family === "IPv4" ? 4 : family === 6 || family === "IPv6" ? 6 : 0;

/**
 * The `lookup` of a delivery's request (node:http and node:https pass it to
 * the socket): resolves the host, refuses it when any address is private, and
 * hands the checked addresses to the connection, so the request connects to
 * an address that was checked, never to one a second lookup returned.
 */
export function guardedLookup(
  resolve: (hostname: string) => Promise<LookupAddress[]> = resolveWithDns,
): LookupFunction {
  return (hostname, options, callback) => {
    resolvePublic(hostname, resolve).then(
      (all) => {
        const family = familyOf(options.family);
        const addresses = family ? all.filter((a) => a.family === family) : all;
        if (addresses.length === 0) {
          callback(new TargetRefused("unresolvable", `${hostname} has no such address`), "", 0);
        } else if (options.all) {
          callback(null, addresses);
        } else {
          callback(null, addresses[0]!.address, addresses[0]!.family);
        }
      },
      (error: Error) => callback(error, "", 0),
    );
  };
}
