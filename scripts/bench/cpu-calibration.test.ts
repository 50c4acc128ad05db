import { describe, expect, it } from "vitest";
import { calibratedSlowdown, DEFAULT_CPU_SLOWDOWN } from "./lighthouse.ts";

describe("the mobile CPU slowdown, calibrated to the host (decision 043)", () => {
  it("is Lighthouse's 4× on a host as fast as the one the budgets were set on", () => {
    expect(calibratedSlowdown(2600, 2600)).toBe(DEFAULT_CPU_SLOWDOWN);
  });

  it("is smaller on a slower host and larger on a faster one, in proportion", () => {
    expect(calibratedSlowdown(1345, 2600)).toBe(2.1);
    expect(calibratedSlowdown(4001, 2600)).toBe(6.2);
  });

  it("stays between 1× and 8×", () => {
    expect(calibratedSlowdown(300, 2600)).toBe(1);
    expect(calibratedSlowdown(9000, 2600)).toBe(8);
  });
});
