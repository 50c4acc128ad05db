import { describe, expect, it } from "vitest";
import { CONSOLE_ROLES, hasRole, isConsoleRole } from "./roles";
import { ENQUIRY_STATUSES, isEnquiryStatus, oneOf } from "./statuses";

describe("console roles", () => {
  it("lets an owner do what an editor may, and not the other way round", () => {
    expect(hasRole({ role: "owner" }, "editor")).toBe(true);
    expect(hasRole({ role: "owner" }, "owner")).toBe(true);
    expect(hasRole({ role: "editor" }, "editor")).toBe(true);
    expect(hasRole({ role: "editor" }, "owner")).toBe(false);
  });

  it("knows only its own roles", () => {
    expect(CONSOLE_ROLES.every(isConsoleRole)).toBe(true);
    expect(isConsoleRole("admin")).toBe(false);
    expect(isConsoleRole(undefined)).toBe(false);
  });
});

describe("console statuses", () => {
  it("accepts each listed status and nothing else", () => {
    expect(ENQUIRY_STATUSES.every(isEnquiryStatus)).toBe(true);
    expect(isEnquiryStatus("NEW")).toBe(false);
    expect(isEnquiryStatus(["new"])).toBe(false);
    expect(oneOf(["a", "b"])("b")).toBe(true);
  });
});
