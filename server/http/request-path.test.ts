import { describe, expect, it } from "vitest";
import { checkPath, isSameSitePath, lowerCaseTarget, requestUrl } from "./request-path.ts";

describe("request paths", () => {
  it("calls a path that reads as another host not found, as sent or percent-decoded", () => {
    for (const path of ["//evil.com", "/\\evil.com", "/%2F%2Fevil.com", "/%5Cevil.com", "///x"])
      expect([path, checkPath(path)]).toEqual([path, "not-found"]);
    for (const path of ["/", "/about", "/about/", "/a//b", "/a%2Fb"])
      expect([path, checkPath(path)]).toEqual([path, "ok"]);
  });

  it("calls a path with bad percent-encoding a bad request", () => {
    expect(checkPath("/%E0%A4%A")).toBe("bad-request");
    expect(checkPath("/%")).toBe("bad-request");
  });

  it("accepts as a Location only a path on this site", () => {
    for (const location of ["/", "/about", "/about?next=//evil.com", "/%2f%2fevil.com"])
      expect([location, isSameSitePath(location)]).toEqual([location, true]);
    for (const location of [
      "//evil.com",
      "/\\evil.com",
      "/\t/evil.com",
      "/\n/evil.com",
      "http://evil.com/",
      "evil.com",
      "",
    ])
      expect([location, isSameSitePath(location)]).toEqual([location, false]);
  });

  it("lower-cases the path of a target and keeps its query as sent", () => {
    expect(lowerCaseTarget("/About/?Tab=One")).toBe("/about/?Tab=One");
    expect(lowerCaseTarget("/about?Tab=One")).toBeNull();
  });

  it("builds a request's URL only on its own origin", () => {
    expect(requestUrl("http", "genesis.example", "/about?x=1")?.href).toBe(
      "http://genesis.example/about?x=1",
    );
    expect(requestUrl("http", "genesis.example", "http://evil.com/")).toBeNull();
    expect(requestUrl("http", "genesis.example", "/\t/evil.com")).toBeNull();
    expect(requestUrl("http", "genesis.example:99999", "/")).toBeNull();
  });
});
