import { describe, expect, it } from "vitest";
import { codeStepCopy, inviteCopy, passwordRules } from "~/content/admin/account";
import { consoleCopy } from "~/content/admin/console";
import { enquiryCopy } from "~/content/admin/enquiries";
import { parseFields } from "../field-errors";
import { accountForms } from "./account-forms";
import { passwordLinkForm, signInCodeForm, signInForm } from "./access-forms";
import { enquiryFilterForm, enquiryForms, NOTE_MAX } from "./enquiries-forms";
import { usersForms } from "./users-forms";

// The console's forms: what each refuses before anything is sent to the
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

describe("the users page", () => {
  it("checks the role before the address, as the page asks for it", () => {
    expect(parseFields(usersForms.invite, { role: "boss", email: "nope" })).toMatchObject({
      ok: false,
      errors: { role: inviteCopy.badRole, email: inviteCopy.badEmail },
    });
    expect(parseFields(usersForms.invite, { role: "owner", email: " A@Example.com " })).toEqual({
      ok: true,
      data: { role: "owner", email: "A@Example.com" },
    });
  });

  it("knows only 'disable' and 'enable'", () => {
    expect(parseFields(usersForms[""], { email: "a@b.co", change: "delete" })).toMatchObject({
      ok: false,
    });
  });
});

describe("an enquiry's forms", () => {
  it("takes only the inbox's statuses", () => {
    expect(parseFields(enquiryForms.status, { status: "archived" })).toEqual({
      ok: false,
      errors: { status: enquiryCopy.badStatus },
    });
  });

  it("wants a note of some words, and not too many", () => {
    expect(parseFields(enquiryForms.note, { note: "  " })).toMatchObject({
      errors: { note: enquiryCopy.noteMissing },
    });
    expect(parseFields(enquiryForms.note, { note: "x".repeat(NOTE_MAX + 1) })).toMatchObject({
      errors: { note: enquiryCopy.noteTooLong(NOTE_MAX) },
    });
  });
});

describe("list filters", () => {
  it("read anything unknown as 'all' and never refuse", () => {
    expect(enquiryFilterForm.parse({ status: "archived", page: "-2", q: "x".repeat(300) })).toEqual(
      { status: null, page: 1, q: "x".repeat(200) },
    );
    expect(enquiryFilterForm.parse({ status: "new", page: "3" })).toEqual({
      status: "new",
      page: 3,
      q: "",
    });
  });
});
