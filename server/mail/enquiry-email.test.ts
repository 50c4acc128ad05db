import { describe, expect, it } from "vitest";
import type { StoredEnquiry } from "../db/enquiries.ts";
import { enquiryNotification } from "./enquiry-email.ts";

const enquiry = (source: StoredEnquiry["source"]): StoredEnquiry => ({
  id: "3f0c2b1a-0000-4000-8000-000000000001",
  createdAt: "2026-11-27T20:00:00.000Z",
  status: "new",
  captcha: "passed",
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+44 20 7946 0000",
  subject: "Development",
  message: "We need a new website.",
  source,
});

describe("the agency's notification of a new enquiry", () => {
  it("says where the visit began: landing page, referrer and campaign", () => {
    const { text } = enquiryNotification(
      enquiry({
        form: "contact",
        page: "/contact",
        landingPage: "/services",
        referrer: "news.example.org",
        utm: { utm_source: "newsletter", utm_campaign: "spring" },
      }),
    );
    expect(text).toContain("\nLanding page: /services\n");
    expect(text).toContain("\nReferrer: news.example.org\n");
    expect(text).toContain("\nCampaign: utm_source=newsletter, utm_campaign=spring\n");
  });

  it("leaves out what the visit did not say", () => {
    const { text } = enquiryNotification(enquiry({ form: "contact", page: "/contact" }));
    expect(text).not.toMatch(/Landing page|Referrer|Campaign/);
    expect(text).toContain("\nReference: ");
  });
});
