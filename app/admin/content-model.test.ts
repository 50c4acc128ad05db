import { describe, expect, it } from "vitest";
import { parseFields } from "~/forms/field-errors";
import { LEGAL_PAGES } from "~/lib/site-content";
import { SINGLES, singleAt } from "./content-model";
import { LEGAL_SINGLES } from "./legal/legal-pages";
import { team } from "./people/team";
import { testimonials } from "./people/testimonials";
import { plans } from "./pricing/plans";
import { collectionCopy } from "./collections/collection-copy";
import { collectionForm, collectionRules, PRICE } from "./collections/collection-rules";
import { blankFields } from "./collections/collection";

const errors = collectionCopy.errors;

describe("a declared kind's rules", () => {
  it("takes the version and every field as typed", () => {
    expect(
      parseFields(collectionForm(testimonials), { name: " Maya ", version: "3" }),
    ).toMatchObject({
      ok: true,
      data: { version: 3, name: " Maya ", rating: "" },
    });
  });

  it("trims, drops empty rows, and turns the fields into what is stored", () => {
    expect(
      parseFields(collectionRules(plans), {
        ...blankFields(plans, 10),
        title: " Site Assist ",
        price: "39",
        features: " Backups \r\n\r\nSupport\n",
        popular: "yes",
        position: "15",
        visible: "hidden",
      }),
    ).toEqual({
      ok: true,
      data: {
        fields: {
          title: "Site Assist",
          price: "39",
          period: "/month",
          icon: "Globe",
          features: ["Backups", "Support"],
          buttonLabel: "Get Now",
          buttonLink: "/contact",
          popular: true,
        },
        position: 15,
        visible: false,
      },
    });
  });

  it("takes a rating that is a whole number from 0 to 5, and no other", () => {
    const typed = (rating: string) => ({
      ...blankFields(testimonials, 10),
      name: "Maya",
      text: "Quick.",
      rating,
    });
    for (const rating of ["6", "-1", "4.5", "1e0", "five", ""]) {
      expect(parseFields(collectionRules(testimonials), typed(rating)), rating).toEqual({
        ok: false,
        errors: { rating: errors.rating },
      });
    }
    for (const rating of ["0", "5"])
      expect(parseFields(collectionRules(testimonials), typed(rating)).ok, rating).toBe(true);
  });

  it("takes a price in dollars with up to two decimals, and no other", () => {
    for (const price of ["0", "19", "19.5", "19.99", "999999"])
      expect(PRICE.test(price)).toBe(true);
    for (const price of ["", "$19", "19.999", "-1", "1,000", "19.", ".5", "019", "1e3", "free"])
      expect(PRICE.test(price), price).toBe(false);
  });

  it("says each refusal at its field, the first it earns", () => {
    expect(
      parseFields(collectionRules(plans), {
        ...blankFields(plans, 10),
        title: " ",
        price: "x",
        icon: "Skull",
        buttonLabel: "",
        buttonLink: "x:y",
        period: "/".repeat(41),
        features: Array.from({ length: 13 }, (_, i) => `Feature ${i}`).join("\n"),
        position: "first",
      }),
    ).toEqual({
      ok: false,
      errors: {
        title: "Enter a title.",
        price: errors.price,
        period: errors.tooLong(40),
        icon: "Choose one of the icons.",
        features: errors.tooManyRows(12),
        buttonLabel: "Enter the button's label.",
        buttonLink: expect.stringContaining("Enter a path on this site"),
        position: errors.position,
      },
    });
  });

  it("keeps a member's profiles as web addresses", () => {
    const typed = {
      ...blankFields(team, 10),
      name: "Maya",
      linkedin: "javascript:alert(1)",
      x: "https://x.com/maya",
    };
    expect(parseFields(collectionRules(team), typed)).toEqual({
      ok: false,
      errors: { linkedin: errors.webAddress },
    });
  });
});

describe("the single documents", () => {
  it("declare every legal page, in the pages list's order", () => {
    expect(LEGAL_SINGLES.map((single) => single.document)).toEqual(
      LEGAL_PAGES.map((key) => `legal:${key}`),
    );
  });

  it("are each edited at their own address", () => {
    for (const single of SINGLES) expect(singleAt(single.path)).toBe(single);
  });
});
