import { createHmac, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { signatureHeader } from "./webhook-signature.ts";

/** The verification example of docs/integrations.md, run as a receiver would run it. */
function documentedVerifier() {
  const doc = readFileSync("docs/integrations.md", "utf8");
  const code = /## Checking the signature[\s\S]*?```js\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!code) throw new Error("docs/integrations.md has no verification example");
  const body = code.replace(/^import .*$/m, "");
  return new Function("createHmac", "timingSafeEqual", `${body}\nreturn verifyGenesisSignature;`)(
    createHmac,
    timingSafeEqual,
  ) as (raw: string | Buffer, header: string, secret: string, tolerance?: number) => boolean;
}

describe("the Genesis-Signature header", () => {
  const secret = "a5f1c0ffee".repeat(6);
  const body = JSON.stringify({ event: "test", id: "d-1", note: "Zoë \u202e" });

  it("is t=<unix seconds>,v1=<hex HMAC-SHA256 of '<t>.<raw body>'>", () => {
    const at = new Date("2026-03-02T09:14:05.900Z");
    const header = signatureHeader(secret, body, at);
    const t = Math.floor(at.getTime() / 1000);
    expect(header).toBe(
      `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`,
    );
  });

  it("passes the documented example, which refuses another body, secret or an old time", () => {
    const verify = documentedVerifier();
    const header = signatureHeader(secret, body, new Date());
    expect(verify(body, header, secret)).toBe(true);
    expect(verify(Buffer.from(body), header, secret)).toBe(true);
    expect(verify(`${body} `, header, secret)).toBe(false);
    expect(verify(body, header, `${secret}0`)).toBe(false);
    expect(verify(body, "t=1,v1=zz", secret)).toBe(false);
    expect(
      verify(body, signatureHeader(secret, body, new Date(Date.now() - 600_000)), secret),
    ).toBe(false);
  });
});
