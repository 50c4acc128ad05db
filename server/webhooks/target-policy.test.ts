import type { LookupAddress } from "node:dns";
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import {
  checkTarget,
  guardedLookup,
  isAllowListed,
  isPrivateAddress,
  parseTarget,
  type TargetRefusal,
} from "./target-policy.ts";

const none = { allowHosts: [] };
const v4 = (address: string): LookupAddress => ({ address, family: 4 });
const v6 = (address: string): LookupAddress => ({ address, family: 6 });

function refusal(run: () => unknown): TargetRefusal | null {
  try {
    run();
    return null;
  } catch (error) {
    return (error as { reason?: TargetRefusal }).reason ?? null;
  }
}

async function asyncRefusal(run: () => Promise<unknown>): Promise<TargetRefusal | null> {
  try {
    await run();
    return null;
  } catch (error) {
    return (error as { reason?: TargetRefusal }).reason ?? null;
  }
}

describe("webhook targets", () => {
  it("knows private, loopback, link-local, unique-local, CGNAT, multicast and unspecified addresses, both families", () => {
    for (const address of [
      "127.0.0.1",
      "127.255.0.9",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "100.127.255.254",
      "0.0.0.0",
      "224.0.0.1",
      "239.255.255.250",
      "255.255.255.255",
      "::",
      "::1",
      "[::1]",
      "fe80::1",
      "fd00::1",
      "fc00::abcd",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.1",
      "::ffff:169.254.169.254",
      "not an address",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of [
      "93.184.215.14",
      "8.8.8.8",
      "172.32.0.1",
      "100.128.0.1",
      "2606:4700::1111",
      "::ffff:8.8.8.8",
    ]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it("refuses what is not a well-formed http(s) address, and http unless allow-listed", () => {
    for (const typed of [
      "",
      "hooks.example.com/x",
      "https://",
      "https:// hooks.example.com",
      "ftp://hooks.example.com/",
      "javascript:alert(1)",
      `https://hooks.example.com/${"a".repeat(2000)}`,
    ]) {
      expect(
        refusal(() => parseTarget(typed, none)),
        typed,
      ).toBe("malformed");
    }
    expect(refusal(() => parseTarget("http://hooks.example.com/x", none))).toBe("not-https");
    expect(refusal(() => parseTarget("https://127.0.0.1/x", none))).toBe("private");
    expect(refusal(() => parseTarget("https://2130706433/x", none))).toBe("private");
    expect(refusal(() => parseTarget("https://[::ffff:127.0.0.1]/x", none))).toBe("private");
    expect(refusal(() => parseTarget("https://[fe80::1]/x", none))).toBe("private");
    expect(parseTarget("https://93.184.215.14/x", none).allowListed).toBe(false);
  });

  it("lets an allow-listed host be private and plain http, at its port only when one is named", () => {
    const allowHosts = [
      { host: "127.0.0.1", port: 4000 },
      { host: "hooks.internal", port: null },
      { host: "[::1]", port: null },
    ];
    expect(parseTarget("http://127.0.0.1:4000/in", { allowHosts }).allowListed).toBe(true);
    expect(refusal(() => parseTarget("http://127.0.0.1:4001/in", { allowHosts }))).toBe(
      "not-https",
    );
    expect(refusal(() => parseTarget("https://127.0.0.1/in", { allowHosts }))).toBe("private");
    expect(isAllowListed(new URL("http://HOOKS.internal/a"), allowHosts)).toBe(true);
    expect(isAllowListed(new URL("https://hooks.internal:8443/a"), allowHosts)).toBe(true);
    expect(isAllowListed(new URL("http://[::1]:9/a"), allowHosts)).toBe(true);
    expect(isAllowListed(new URL("https://hooks.internal.evil.example/"), allowHosts)).toBe(false);
    expect(
      isAllowListed(new URL("https://127.0.0.1:443/"), [{ host: "127.0.0.1", port: 443 }]),
    ).toBe(true);
  });

  it("refuses at saving a host any of whose addresses is private, or that does not resolve", async () => {
    const dns: Record<string, LookupAddress[]> = {
      "hooks.example.com": [v4("93.184.215.14"), v6("2606:4700::1111")],
      "rebind.example.com": [v4("93.184.215.14"), v4("127.0.0.1")],
      "metadata.example.com": [v6("::ffff:169.254.169.254")],
      "empty.example.com": [],
    };
    const policy = {
      allowHosts: [{ host: "intranet.example.com", port: null }],
      resolve: async (host: string) => {
        if (host === "intranet.example.com") throw new Error("must not be looked up");
        const found = dns[host];
        if (!found) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
        return found;
      },
    };
    expect(await checkTarget(" https://hooks.example.com/in?x=1 ", policy)).toBe(
      "https://hooks.example.com/in?x=1",
    );
    expect(await checkTarget("http://intranet.example.com/in", policy)).toBe(
      "http://intranet.example.com/in",
    );
    expect(await asyncRefusal(() => checkTarget("https://rebind.example.com/", policy))).toBe(
      "private",
    );
    expect(await asyncRefusal(() => checkTarget("https://metadata.example.com/", policy))).toBe(
      "private",
    );
    expect(await asyncRefusal(() => checkTarget("https://nowhere.example.com/", policy))).toBe(
      "unresolvable",
    );
    expect(await asyncRefusal(() => checkTarget("https://empty.example.com/", policy))).toBe(
      "unresolvable",
    );
  });

  it("connects only to addresses it checked: a name resolving to a private address is refused at connection", async () => {
    let answers = [v4("93.184.215.14")];
    const lookup = guardedLookup(async () => answers);
    const call = (options: { all?: boolean; family?: number }) =>
      new Promise<unknown>((resolve, reject) =>
        lookup("hooks.example.com", options, (error, address, family) =>
          error ? reject(error) : resolve(options.all ? address : [address, family]),
        ),
      );
    expect(await call({})).toEqual(["93.184.215.14", 4]);
    expect(await call({ all: true })).toEqual([v4("93.184.215.14")]);
    // The next answer (a rebinding DNS server) names loopback: refused, nothing to connect to.
    answers = [v4("127.0.0.1")];
    await expect(call({ all: true })).rejects.toMatchObject({ reason: "private" });
    answers = [v6("2606:4700::1111"), v6("fd00::1")];
    await expect(call({})).rejects.toMatchObject({ reason: "private" });

    // Through node:http as a delivery uses it: 'localhost' is refused before any connection.
    const refused = await new Promise<Error>((resolve) => {
      const sent = request("http://localhost:9/", { lookup: guardedLookup() }, () =>
        resolve(new Error("connected")),
      );
      sent.on("error", resolve);
      sent.end();
    });
    expect(refused).toMatchObject({ name: "TargetRefused", reason: "private" });
  });
});
