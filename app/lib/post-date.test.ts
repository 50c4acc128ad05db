import { describe, expect, it } from "vitest";
import { commentDate, postDate } from "./post-date";

const intl = (at: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", ...options }).format(at);

describe("postDate", () => {
  it("spells a publication date out in US English, in UTC", () => {
    expect(postDate("2024-10-19T17:00:00.000Z")).toEqual({
      date: "2024-10-19",
      text: "October 19, 2024",
      day: "19",
      month: "Oct",
    });
  });

  it("keeps the UTC day when the hour would change it in another zone", () => {
    expect(postDate("2025-03-01T23:30:00.000Z").text).toBe("March 1, 2025");
    expect(postDate("2025-03-01T00:15:00.000Z").day).toBe("01");
  });

  it("says what Intl's US English formatter says for every day of two years", () => {
    const start = Date.UTC(2024, 0, 1, 12);
    for (let d = 0; d < 731; d++) {
      const at = new Date(start + d * 86_400_000);
      const got = postDate(at.toISOString());
      expect(got.text).toBe(intl(at, { year: "numeric", month: "long", day: "numeric" }));
      expect(got.day).toBe(intl(at, { day: "2-digit" }));
      expect(got.month).toBe(intl(at, { month: "short" }));
    }
  });
});

describe("a date in another language", () => {
  it("is written as Intl writes it there, from the UTC date", () => {
    expect(postDate("2024-10-19T23:30:00.000Z", "de")).toEqual({
      date: "2024-10-19",
      text: "19. Oktober 2024",
      day: "19",
      month: "Okt",
    });
    expect(postDate("2024-10-19T17:00:00.000Z", "fr").text).toBe("19 octobre 2024");
    expect(postDate("2024-10-19T17:00:00.000Z", "es").text).toBe("19 de octubre de 2024");
    expect(commentDate("2026-11-23T23:30:00.000Z", "de")).toBe("23. November 2026");
  });

  it("keeps the fast English path for English and its regions", () => {
    expect(postDate("2024-10-19T17:00:00.000Z", "en-GB").text).toBe("October 19, 2024");
  });
});

describe("commentDate", () => {
  it("writes a comment's day, month and year from its UTC date", () => {
    expect(commentDate("2026-11-23T23:30:00.000Z")).toBe("23 November 2026");
    expect(commentDate("2025-01-05T00:10:00.000Z")).toBe("5 January 2025");
  });
});
