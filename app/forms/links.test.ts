import { describe, expect, it } from "vitest";
import { isButtonLink, isSitePath, isWebAddress } from "./links";

describe("the links the agency types", () => {
  it("takes a web address that is http or https with a host", () => {
    expect(isWebAddress("https://example.com/a")).toBe(true);
    expect(isWebAddress("HTTP://example.com")).toBe(true);
    for (const link of [
      "javascript://example.com/%0aalert(1)",
      "https:example.com",
      "data:text/html,x",
      "//example.com",
      "https://",
    ])
      expect(isWebAddress(link), link).toBe(false);
  });

  it("takes a path on this site, never another site's", () => {
    expect(isSitePath("/images/a.png")).toBe(true);
    for (const path of ["//evil.example/a.png", "/\\evil.example", "/a b", "images/a.png", ""])
      expect(isSitePath(path), path).toBe(false);
  });

  it("takes a button's link to this site, http(s), mailto or tel, and nothing else", () => {
    for (const link of [
      "/contact?plan=site-assist",
      "/",
      "https://example.com/buy",
      "http://example.com",
      "mailto:sales@example.com",
      "tel:+1-555-0100",
    ])
      expect(isButtonLink(link), link).toBe(true);
    for (const link of [
      "",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,x",
      "ftp://example.com",
      "contact",
      "https://",
      "mailto:",
      "tel:call-me",
      "/a b",
    ])
      expect(isButtonLink(link), link).toBe(false);
  });
});
