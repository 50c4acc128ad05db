import { describe, expect, it } from "vitest";
import type { SiteSettings } from "../../../app/lib/site-content.ts";
import { changedSettings } from "./settings-changes.ts";

const before: SiteSettings = {
  siteName: "Genesis",
  legalName: "",
  phone: "+1 307 555 0192",
  email: "hello@example.com",
  address: {
    street: "1 Main St",
    city: "Cheyenne",
    region: "WY",
    postcode: "82001",
    country: "USA",
  },
  mapQuery: "",
  openingHours: ["Monday to Friday"],
  socials: [{ network: "x", url: "https://x.com/genesis" }],
  metaDescription: "An agency.",
  shareImage: "",
};

describe("what a save of the settings changes", () => {
  it("is nothing for the same settings", () => {
    expect(changedSettings(before, structuredClone(before))).toEqual([]);
  });

  it("names each changed field by its label, in the form's order", () => {
    const after: SiteSettings = {
      ...before,
      legalName: "Genesis Digital Agency LLC",
      phone: "+1 307 555 0100",
      address: { ...before.address, city: "Laramie" },
      socials: [],
      openingHours: ["Monday to Friday", "9:00 to 18:00"],
    };
    expect(changedSettings(before, after)).toEqual([
      "Legal name",
      "Phone",
      "City",
      "Opening hours",
      "Social links",
    ]);
  });
});
