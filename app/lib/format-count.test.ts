import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count";

describe("formatCount", () => {
  it("groups thousands with commas", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000)).toBe("1,000");
    expect(formatCount(12500)).toBe("12,500");
    expect(formatCount(1234567)).toBe("1,234,567");
  });

  it("writes what Intl's US English formatter writes for whole numbers", () => {
    const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    for (const value of [
      -1234567, -1000, -1, 7, 42, 100, 4321, 99999, 100000, 5_000_000, 9_007_199,
    ]) {
      expect(formatCount(value)).toBe(intl.format(value));
    }
    for (let value = 0; value < 30000; value += 37)
      expect(formatCount(value)).toBe(intl.format(value));
  });
});
