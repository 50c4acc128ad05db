import { expect, it } from "vitest";
import { contactPrefill } from "../../app/lib/pricing-plans.ts";
import { pricingSeed } from "./seed-pricing.ts";

// 'Get Now' carries today's plan into the contact form (app/lib/pricing-plans.ts).
it("fills in the plan whose button link names it, and nothing for another or none", () => {
  expect(contactPrefill(pricingSeed, "site-assist", "$")).toEqual({
    subject: "Sales",
    message: "Hello, I would like the Site Assist plan ($39/month). ",
  });
  expect(contactPrefill(pricingSeed, "gold", "$")).toBeNull();
  expect(contactPrefill(pricingSeed, null, "$")).toBeNull();
  const elsewhere = pricingSeed.map((plan) => ({
    ...plan,
    buttonLink: `https://example.com/contact?plan=${plan.key}`,
  }));
  expect(contactPrefill(elsewhere, "site-assist", "$")).toBeNull();
});
