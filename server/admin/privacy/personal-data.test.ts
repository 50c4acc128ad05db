import { describe, expect, it } from "vitest";
import { mentionsAddress, normaliseAddress } from "./personal-data.ts";
import { erasureDetail } from "./privacy-queries.ts";

describe("finding an address in stored text", () => {
  it("compares addresses trimmed and in lower case", () => {
    expect(normaliseAddress("  Ann.Lee@Example.COM \n")).toBe("ann.lee@example.com");
  });

  it("finds the address as a whole, in any case, wherever it stands", () => {
    for (const text of [
      "ann@example.com",
      "Reply to ANN@Example.com.",
      "Email:    ann@example.com\nPhone: 1",
      "<ann@example.com>",
      '"ann@example.com"',
      "(ann@example.com), then",
    ]) {
      expect(mentionsAddress(text, "ann@example.com"), text).toBe(true);
    }
  });

  it("does not take a longer address for it", () => {
    for (const text of [
      "joann@example.com",
      "jo.ann@example.com",
      "jo+ann@example.com",
      "ann@example.com.au",
      "ann@example.community",
      "ann@example.com-mail.net",
      "",
    ]) {
      expect(mentionsAddress(text, "ann@example.com"), text).toBe(false);
    }
    expect(mentionsAddress("joann@example.com and ann@example.com", "ann@example.com")).toBe(true);
  });
});

describe("the erasure's audit entry", () => {
  it("names tables and counts, nothing of the person", () => {
    expect(
      erasureDetail({
        rows: 3,
        tables: 2,
        cleared: 1,
        perTable: [
          { table: "contact_enquiries", rows: 1 },
          { table: "mail_outbox", rows: 2 },
        ],
        approvedComment: false,
      }),
    ).toBe(
      "privacy erasure: 3 rows from 2 tables (contact_enquiries 1, mail_outbox 2); 1 audit entry cleared",
    );
  });
});
