import { describe, expect, it } from "vitest";
import { redirectsCopy } from "../../../app/admin/redirects/redirects-words.ts";
import { checkRedirect, pathOnSite, type KnownRedirect } from "./redirect-check.ts";

const errors = redirectsCopy.errors;
const SITE = "https://genesis.example";
const known: KnownRedirect[] = [
  { from: "/a", to: "/b" },
  { from: "/blog/old", to: "/blog/new" },
  { from: "/away", to: "https://other.example/x" },
  { from: "/self", to: `${SITE}/Target/` },
];
const check = (from: string, to: string) =>
  checkRedirect({ from, to, permanent: true }, known, SITE);

describe("the redirects' one-hop rule", () => {
  it("reads a target as a path of this site, its own origin's addresses included", () => {
    expect(pathOnSite("/New/?x=1#y", SITE)).toBe("/new");
    expect(pathOnSite(`${SITE}/About/`, SITE)).toBe("/about");
    expect(pathOnSite("https://other.example/about", SITE)).toBeNull();
  });

  it("takes a new redirect that touches no other", () => {
    expect(check("/c", "/d")).toEqual({});
    expect(check("/c", "https://other.example/a")).toEqual({});
    // Another site's address is not this site's path, whatever its own path is.
    expect(check("/x", "https://other.example/a")).toEqual({});
  });

  it("refuses a loop, at 'To'", () => {
    expect(check("/c", "/c")).toEqual({ to: errors.loop });
    expect(check("/c", `${SITE}/C/`)).toEqual({ to: errors.loop });
    // /b → /a → /b: back where it started (and not told twice).
    expect(check("/b", "/a")).toEqual({ to: errors.loop });
  });

  it("refuses a 'To' that itself redirects, naming where it goes on to", () => {
    expect(check("/c", "/a")).toEqual({ to: errors.chain("/a", "/b") });
    expect(check("/c", "/blog/old")).toEqual({ to: errors.chain("/blog/old", "/blog/new") });
    expect(check("/c", `${SITE}/a`)).toEqual({ to: errors.chain(`${SITE}/a`, "/b") });
  });

  it("refuses a 'From' that already redirects, or that another redirect leads to", () => {
    expect(check("/a", "/z")).toEqual({ from: errors.fromTaken("/b") });
    expect(check("/b", "/z")).toEqual({ from: errors.fromIsTarget("/a") });
    expect(check("/target", "/z")).toEqual({ from: errors.fromIsTarget("/self") });
    expect(check("/blog/new", "/z")).toEqual({ from: errors.fromIsTarget("/blog/old") });
  });
});
