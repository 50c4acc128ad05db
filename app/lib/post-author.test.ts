import { describe, expect, it } from "vitest";
import { postAuthor } from "./post-author";

const agency = "https://genesis.example/#organization";

describe("a post's author in structured data", () => {
  it("is the person the byline names", () => {
    expect(postAuthor(" Ada Lovelace ", agency)).toEqual({
      "@type": "Person",
      name: "Ada Lovelace",
    });
  });

  it("is the agency when the byline names an account, an address or nobody", () => {
    for (const byline of ["admin", "Administrator", "", "  ", "owner@genesis.example", "Team"]) {
      expect(postAuthor(byline, agency), byline).toEqual({ "@id": agency });
    }
  });
});
