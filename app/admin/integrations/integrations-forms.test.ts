import { describe, expect, it } from "vitest";
import { integrationsCopy } from "./integrations-words";
import { parseFields } from "~/forms/field-errors";
import { isWebhookAddress, webhookRules } from "./integrations-forms";

const errors = integrationsCopy.errors;

describe("the 'Add webhook' rules", () => {
  it("trims, and leaves an empty secret for the server to make", () => {
    expect(
      parseFields(webhookRules, {
        url: " https://hooks.example.com/in ",
        secret: "  ",
        format: "slack",
      }),
    ).toEqual({
      ok: true,
      data: { url: "https://hooks.example.com/in", secret: null, format: "slack" },
    });
    expect(
      parseFields(webhookRules, {
        url: "https://hooks.example.com/in",
        secret: "a-secret-of-sixteen",
        format: "json",
      }),
    ).toMatchObject({ ok: true, data: { secret: "a-secret-of-sixteen" } });
  });

  it("says what is wrong at each field", () => {
    expect(parseFields(webhookRules, { url: "", secret: "short", format: "xml" })).toEqual({
      ok: false,
      errors: { url: errors.urlRequired, secret: errors.secret, format: errors.format },
    });
    expect(
      parseFields(webhookRules, { url: "hooks.example.com", secret: "", format: "teams" }),
    ).toEqual({ ok: false, errors: { url: errors.malformed } });
    expect(
      parseFields(webhookRules, {
        url: "https://x.example",
        secret: "has a space in it ok",
        format: "json",
      }),
    ).toEqual({ ok: false, errors: { secret: errors.secret } });
  });

  it("takes whole http(s) addresses only; https and the target are the server's check", () => {
    for (const typed of ["https://hooks.example.com/x", "http://127.0.0.1:4000/in"]) {
      expect(isWebhookAddress(typed), typed).toBe(true);
    }
    for (const typed of [
      "",
      "https://",
      "ftp://example.com",
      "javascript:alert(1)",
      "https://a b",
    ]) {
      expect(isWebhookAddress(typed), typed).toBe(false);
    }
  });
});
