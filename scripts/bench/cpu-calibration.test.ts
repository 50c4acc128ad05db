import { describe, expect, it } from "vitest";
import {
  calibratedSlowdown,
  DEFAULT_CPU_SLOWDOWN,
  recalibrateMobileCpu,
  type CpuCalibration,
} from "./lighthouse.ts";

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

describe("the calibration as the bench goes on", () => {
  const calibration = (): CpuCalibration => ({
    hostIndex: 1927,
    referenceIndex: 2600,
    multiplier: 3,
    range: [3, 3],
    calibrationIndexes: [1933, 1927, 1723],
  });

  it("follows the median index of every run so far, the calibration's included", () => {
    const c = calibration();
    recalibrateMobileCpu(c, [1358, 1300, 1400, 1350, 1290, 1380], () => {});
    expect(c.hostIndex).toBe(1380);
    expect(c.multiplier).toBe(2.1);
    expect(c.range).toEqual([2.1, 3]);
  });

  it("keeps the slowdown while the host keeps its speed", () => {
    const c = calibration();
    const said: string[] = [];
    recalibrateMobileCpu(c, [1930, 1925], (line) => said.push(line));
    expect(c.multiplier).toBe(3);
    expect(said).toEqual([]);
  });
});
