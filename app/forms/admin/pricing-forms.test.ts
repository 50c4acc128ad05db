import { describe, expect, it } from "vitest";
import { pricingCopy } from "~/content/admin/pricing";
import { emptyPlanFields, type PlanFields } from "~/lib/admin/pricing";
import { parseFields } from "../field-errors";
import { isButtonLink, planRules, PRICE } from "./pricing-forms";

const errors = pricingCopy.errors;
const typed = (fields: Partial<PlanFields>): PlanFields => ({
  ...emptyPlanFields,
  title: "Site Assist",
  price: "39",
  ...fields,
});

describe("the plan editor's rules", () => {
  it("trims, drops empty feature lines, and turns the fields into what is stored", () => {
    expect(
      parseFields(
        planRules,
        typed({
          title: " Site Assist ",
          features: " Backups \r\n\r\nSupport\n",
          popular: "yes",
          position: "15",
          visible: "hidden",
        }),
      ),
    ).toEqual({
      ok: true,
      data: {
        title: "Site Assist",
        price: "39",
        period: "/month",
        icon: "Globe",
        features: ["Backups", "Support"],
        buttonLabel: "Get Now",
        buttonLink: "/contact",
        popular: true,
        position: 15,
        visible: false,
      },
    });
  });

  it("takes a number of dollars with up to two decimals, and nothing else", () => {
    for (const price of ["0", "19", "19.5", "19.99", "999999"])
      expect(PRICE.test(price)).toBe(true);
    for (const price of ["", "$19", "19.999", "-1", "1,000", "19.", ".5", "019", "1e3", "free"])
      expect(PRICE.test(price), price).toBe(false);
  });

  it("takes a link to this site, http(s), mailto or tel, and nothing else", () => {
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

  it("says each refusal at its field", () => {
    expect(
      parseFields(
        planRules,
        typed({ title: " ", price: "x", icon: "Skull", buttonLabel: "", buttonLink: "x:y" }),
      ),
    ).toEqual({
      ok: false,
      errors: {
        title: errors.titleRequired,
        price: errors.price,
        icon: errors.icon,
        buttonLabel: errors.buttonLabelRequired,
        buttonLink: errors.buttonLink,
      },
    });
  });
});
