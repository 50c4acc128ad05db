import { describe, expect, it } from "vitest";
import { consoleCopy } from "~/content/admin/console";
import { parseFields } from "~/forms/field-errors";
import { accountForms } from "./account-forms";
import { codeStepCopy, passwordRules } from "./account-words";
import { passwordLinkForm, signInCodeForm, signInForm } from "./access-forms";

// The sign-in and account forms: what each refuses before anything is sent to the
// server's checks, in the words the page shows.

describe("sign-in forms", () => {
  it("asks for the address and the password", () => {
    expect(parseFields(signInForm, { email: "  ", password: "" })).toEqual({
      ok: false,
      errors: { email: consoleCopy.login.missing, password: consoleCopy.login.missing },
    });
    expect(parseFields(signInForm, {})).toMatchObject({ ok: false });
    expect(parseFields(signInForm, { email: " a@b.co ", password: " x " })).toEqual({
      ok: true,
      data: { email: "a@b.co", password: " x " },
    });
  });

  it("asks for a code", () => {
    expect(parseFields(signInCodeForm, { code: " " })).toEqual({
      ok: false,
      errors: { code: codeStepCopy.missing },
    });
  });
});

describe("a new password", () => {
  it("says it is too short before it says the two differ", () => {
    const short = parseFields(passwordLinkForm, { token: "t", password: "short", confirm: "x" });
    expect(short.ok || Object.values(short.errors)[0]).toBe(passwordRules.tooShort);
    const differ = parseFields(passwordLinkForm, {
      token: "t",
      password: "a long passphrase",
      confirm: "a long passphrasE",
    });
    expect(differ).toEqual({ ok: false, errors: { confirm: passwordRules.mismatch } });
  });

  it("is the same rule on the account page", () => {
    const form = { current: "old", next: "a long passphrase", confirm: "a long passphrase" };
    expect(parseFields(accountForms.password, form)).toMatchObject({ ok: true });
    expect(parseFields(accountForms.password, { ...form, next: "short" })).toMatchObject({
      ok: false,
      errors: { next: passwordRules.tooShort },
    });
  });
});
