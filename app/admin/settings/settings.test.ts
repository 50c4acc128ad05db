import { describe, expect, it } from "vitest";
import { settingsCopy } from "~/content/admin/settings";
import type { SiteSettings } from "~/lib/site-content";
import { parseFields } from "../field-errors";
import { settingsForm, settingsFormValues } from "./settings-forms";

const errors = settingsCopy.errors;

const settings: SiteSettings = {
  siteName: "Genesis",
  legalName: "Genesis Digital Agency",
  phone: "+1 (307) 555-0192",
  email: "hello@example.com",
  address: {
    street: "1621 Central Ave",
    city: "Cheyenne",
    region: "WY",
    postcode: "82001",
    country: "USA",
  },
  mapQuery: "1621 Central Ave, Cheyenne",
  openingHours: ["Monday to Friday", "9:00 to 18:00"],
  socials: [
    { network: "linkedin", url: "https://www.linkedin.com/company/genesis" },
    { network: "x", url: "https://x.com/genesis" },
  ],
  metaDescription: "A digital agency.",
  shareImage: "/images/og/home.png",
};

const posted = (changes: Record<string, string> = {}) => ({
  ...settingsFormValues(settings),
  version: "3",
  ...changes,
});

describe("the settings form", () => {
  it("gives back the settings it was filled with, at its version", () => {
    expect(parseFields(settingsForm, posted())).toEqual({
      ok: true,
      data: { version: 3, settings },
    });
  });

  it("trims each field, drops empty lines of the hours and empty social rows", () => {
    const parsed = parseFields(
      settingsForm,
      posted({
        siteName: "  Genesis Studio ",
        openingHours: " Monday to Friday \r\n\r\n 9:00 to 18:00 \n",
        social1Network: "",
        social1Url: " ",
        social3Network: "instagram",
        social3Url: " https://instagram.com/genesis ",
        social4Network: "facebook",
        social4Url: "",
      }),
    );
    expect(parsed).toMatchObject({
      ok: true,
      data: {
        settings: {
          siteName: "Genesis Studio",
          openingHours: ["Monday to Friday", "9:00 to 18:00"],
          socials: [
            { network: "x", url: "https://x.com/genesis" },
            { network: "instagram", url: "https://instagram.com/genesis" },
          ],
        },
      },
    });
  });

  it("wants a site name, phone, e-mail, street, city and country, each with its message", () => {
    const empty = Object.fromEntries(
      ["siteName", "phone", "email", "street", "city", "country"].map((name) => [name, ""]),
    );
    expect(parseFields(settingsForm, posted(empty))).toEqual({
      ok: false,
      errors: errors.required,
    });
    // Region, postcode, map query, hours, description and image may be empty.
    const optional = { region: "", postcode: "", mapQuery: "", openingHours: "" };
    expect(
      parseFields(settingsForm, posted({ ...optional, metaDescription: "", shareImage: "" })),
    ).toMatchObject({ ok: true });
  });

  it("refuses a bad e-mail, phone, sharing image and anything too long", () => {
    expect(
      parseFields(
        settingsForm,
        posted({
          email: "hello@",
          phone: "call us",
          shareImage: "javascript:alert(1)",
          metaDescription: "x".repeat(161),
          openingHours: "y".repeat(81),
        }),
      ),
    ).toEqual({
      ok: false,
      errors: {
        phone: errors.badPhone,
        email: errors.badEmail,
        metaDescription: errors.tooLong(160),
        openingHours: errors.tooLong(80),
        shareImage: errors.badShareImage,
      },
    });
    expect(parseFields(settingsForm, posted({ shareImage: "//evil.example/x.png" }))).toEqual({
      ok: false,
      errors: { shareImage: errors.badShareImage },
    });
    expect(
      parseFields(settingsForm, posted({ shareImage: "https://cdn.example.com/og.png" })),
    ).toMatchObject({ ok: true });
  });

  it("takes a social link's address only over http(s), and wants its network", () => {
    for (const url of [
      "javascript:alert(1)",
      "data:text/html,hi",
      "mailto:a@example.com",
      "tel:+13075550192",
      "ftp://example.com",
      "linkedin.com/genesis",
      "https://",
    ]) {
      expect(parseFields(settingsForm, posted({ social2Url: url })), url).toEqual({
        ok: false,
        errors: { social2Url: errors.badSocialUrl },
      });
    }
    expect(
      parseFields(settingsForm, posted({ social5Network: "", social5Url: "https://example.com" })),
    ).toEqual({ ok: false, errors: { social5Network: errors.noNetwork } });
    expect(parseFields(settingsForm, posted({ social1Network: "myspace" }))).toEqual({
      ok: false,
      errors: { social1Network: errors.badNetwork },
    });
  });

  it("reads a version that is not a count as 0 (never saved: a conflict once saved)", () => {
    expect(parseFields(settingsForm, posted({ version: "two" }))).toMatchObject({
      data: { version: 0 },
    });
  });
});
