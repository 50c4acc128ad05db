import { describe, expect, it } from "vitest";
import type { SiteSettings } from "~/lib/site-content";
import { parseFields } from "~/forms/field-errors";
import { collectionCopy } from "../collections/collection-copy";
import { singleForm, singleRules } from "../collections/collection-rules";
import { settings as declaration } from "./settings";
import { settingsWords } from "./settings-words";

const errors = settingsWords.errors;
const common = collectionCopy.errors;

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

const typed = (changes: Record<string, string> = {}) => ({
  ...declaration.read(settings),
  ...changes,
});

/** The settings a form saves, or each field's message. */
function saved(changes: Record<string, string> = {}) {
  const checked = parseFields(singleRules(declaration), typed(changes));
  return checked.ok ? { ok: true, settings: declaration.write(checked.data, new Date()) } : checked;
}

describe("the settings' declaration", () => {
  it("gives back the settings it was filled with", () => {
    expect(saved()).toEqual({ ok: true, settings });
  });

  it("trims each field and drops empty lines of the hours and empty social links", () => {
    expect(
      saved({
        siteName: "  Genesis Studio ",
        openingHours: " Monday to Friday \r\n\r\n 9:00 to 18:00 \n",
        socials: "\n x | https://x.com/genesis \n\n instagram |  https://instagram.com/genesis ",
      }),
    ).toMatchObject({
      ok: true,
      settings: {
        siteName: "Genesis Studio",
        openingHours: ["Monday to Friday", "9:00 to 18:00"],
        socials: [
          { network: "x", url: "https://x.com/genesis" },
          { network: "instagram", url: "https://instagram.com/genesis" },
        ],
      },
    });
  });

  it("wants a site name, phone, e-mail, street, city and country, each with its message", () => {
    const empty = Object.fromEntries(Object.keys(errors.required).map((name) => [name, ""]));
    expect(saved(empty)).toEqual({ ok: false, errors: errors.required });
    // Region, postcode, map query, hours, links, description and image may be empty.
    const optional = { region: "", postcode: "", mapQuery: "", openingHours: "", socials: "" };
    expect(saved({ ...optional, metaDescription: "", shareImage: "" })).toMatchObject({ ok: true });
  });

  it("refuses a bad e-mail, phone, sharing image and anything too long", () => {
    expect(
      saved({
        email: "hello@",
        phone: "call us",
        shareImage: "javascript:alert(1)",
        metaDescription: "x".repeat(161),
        openingHours: "y".repeat(81),
      }),
    ).toEqual({
      ok: false,
      errors: {
        phone: common.phone,
        email: common.email,
        metaDescription: common.tooLong(160),
        openingHours: common.rowTooLong(80),
        shareImage: errors.badShareImage,
      },
    });
    expect(saved({ phone: "+1 55" })).toEqual({ ok: false, errors: { phone: common.phone } });
    expect(saved({ shareImage: "//evil.example/x.png" })).toEqual({
      ok: false,
      errors: { shareImage: errors.badShareImage },
    });
    expect(saved({ shareImage: "https://cdn.example.com/og.png" })).toMatchObject({ ok: true });
    expect(saved({ openingHours: "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk" })).toEqual({
      ok: false,
      errors: { openingHours: common.tooManyRows(10) },
    });
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
      expect(saved({ socials: `linkedin | https://linkedin.com/x\nx | ${url}` }), url).toEqual({
        ok: false,
        errors: { socials: `Link 2: ${errors.badSocialUrl}` },
      });
    }
    expect(saved({ socials: " | https://example.com" })).toEqual({
      ok: false,
      errors: { socials: `Link 1: ${errors.noNetwork}` },
    });
    expect(saved({ socials: "myspace | https://example.com" })).toEqual({
      ok: false,
      errors: { socials: `Link 1: ${errors.badNetwork}` },
    });
    const seven = Array.from({ length: 7 }, (_, i) => `x | https://x.com/${i}`).join("\n");
    expect(saved({ socials: seven })).toEqual({
      ok: false,
      errors: { socials: common.tooManyRows(6) },
    });
  });

  it("reads a version that is not a count as 0 (never saved: a conflict once saved)", () => {
    expect(parseFields(singleForm(declaration), { version: "two" })).toMatchObject({
      data: { version: 0 },
    });
  });
});
