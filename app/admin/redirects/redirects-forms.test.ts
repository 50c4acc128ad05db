import { describe, expect, it } from "vitest";
import { redirectsCopy } from "./redirects-words";
import { parseFields } from "~/forms/field-errors";
import { pathKey, redirectRules, sitePath, webAddress } from "./redirects-forms";

const errors = redirectsCopy.errors;

describe("the redirect form's rules", () => {
  it("reads a path of this site as requests name it: encoded, lower case, no trailing slash", () => {
    expect(sitePath("/Old-Services/")).toBe("/old-services");
    expect(sitePath("/café")).toBe("/caf%c3%a9");
    expect(sitePath("/")).toBe("/");
    expect(sitePath("/Contact?Plan=X#Form")).toBe("/contact?Plan=X#Form");
    for (const typed of ["", "old", "//evil.example", "/\\evil.example", "/a b", "/a\tb", "/a\\b"])
      expect(sitePath(typed), typed).toBeNull();
    expect(pathKey("/Blog//")).toBe("/blog");
    expect(pathKey("/")).toBe("/");
  });

  it("takes an absolute http(s) address with a host, and no other scheme", () => {
    expect(webAddress("https://example.com/new")).toBe("https://example.com/new");
    expect(webAddress("HTTP://Example.com")).toBe("http://example.com/");
    for (const typed of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,x",
      "ftp://example.com",
      "mailto:a@example.com",
      "//example.com",
      "https://",
      "https://user:secret@example.com/",
      "https://exa mple.com",
    ])
      expect(webAddress(typed), typed).toBeNull();
  });

  it("turns the fields into what is stored: trimmed, normalised, 301 when 'Permanent' is ticked", () => {
    expect(
      parseFields(redirectRules, { from: " /Old/ ", to: " /New?x=1 ", permanent: "yes" }),
    ).toEqual({ ok: true, data: { from: "/old", to: "/new?x=1", permanent: true } });
    expect(
      parseFields(redirectRules, { from: "/old", to: "https://example.com/a", permanent: "" }),
    ).toEqual({ ok: true, data: { from: "/old", to: "https://example.com/a", permanent: false } });
  });

  it("says each refusal at its field", () => {
    const refused = (from: string, to: string) => {
      const result = parseFields(redirectRules, { from, to, permanent: "yes" });
      return result.ok ? {} : result.errors;
    };
    expect(refused("", "")).toEqual({ from: errors.fromRequired, to: errors.toRequired });
    expect(refused("old", "/new")).toEqual({ from: errors.fromPath });
    expect(refused("//evil.example", "/new")).toEqual({ from: errors.fromPath });
    expect(refused("/old?page=2", "/new")).toEqual({ from: errors.fromQuery });
    expect(refused("/old#top", "/new")).toEqual({ from: errors.fromQuery });
    expect(refused(`/${"a".repeat(600)}`, "/new")).toEqual({ from: errors.tooLong(500) });
    for (const to of [
      "javascript:alert(1)",
      "data:text/html,x",
      "ftp://x.example",
      "//evil.example",
      "new",
    ])
      expect(refused("/old", to), to).toEqual({ to: errors.toTarget });
  });
});
