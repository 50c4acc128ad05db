import { describe, expect, it } from "vitest";
import { parseFields } from "~/forms/field-errors";
import { usersForms } from "./users-forms";
import { inviteCopy } from "./users-words";

// The users page's forms: what each refuses before anything is sent to the
// server's checks, in the words the page shows.

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
