import { afterEach, describe, expect, it, vi } from "vitest";
import { calibratedSlowdown, recalibrateMobileCpu, slowdownFor } from "./lighthouse.ts";
import type { CpuCalibration } from "./lighthouse.ts";

describe("the mobile CPU slowdown, calibrated to the host (decision 043)", () => {
  it("is Lighthouse's 4× on a host as fast as the one the budgets were set on", () => {
    expect(calibratedSlowdown(2600, 2600)).toBe(4);
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

describe("the low-end phone's slowdown", () => {
  it("makes any host a phone of index 260: the host's index over the phone's", () => {
    expect(slowdownFor(2600, 260, 20)).toBe(10);
    expect(slowdownFor(1345, 260, 20)).toBe(5.2);
  });

  it("is the mid-tier phone's 4× at index 650 on the reference host", () => {
    expect(slowdownFor(2600, 650, 8)).toBe(calibratedSlowdown(2600, 2600));
  });

  it("stays between 1× and its most", () => {
    expect(slowdownFor(200, 260, 20)).toBe(1);
    expect(slowdownFor(9000, 260, 20)).toBe(20);
  });
});

describe("the calibration as the bench goes on", () => {
  const calibration = (): CpuCalibration => ({
    hostIndex: 1927,
    referenceIndex: 2600,
    calibrationIndexes: [1933, 1927, 1723],
  });
  const said = () => vi.mocked(console.log).mock.calls.map(([line]) => String(line).split("] ")[1]);
  afterEach(() => vi.restoreAllMocks());

  it("follows the median index of every run so far, the calibration's included", () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const c = calibration();
    expect(recalibrateMobileCpu(c, [1358, 1300, 1400, 1350, 1290, 1380])).toBe(2.1);
    expect(c.hostIndex).toBe(1380);
    expect(said()).toEqual(["CPU calibration: host index 1380, 2.1× slowdown"]);
  });

  it("keeps the slowdown, and says nothing, while the host keeps its speed", () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    expect(recalibrateMobileCpu(calibration(), [1930, 1925])).toBe(3);
    expect(said()).toEqual([]);
  });

  it("says the slowdown before the first page", () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    expect(recalibrateMobileCpu(calibration(), [])).toBe(3);
    expect(said()).toEqual(["CPU calibration: host index 1927, 3× slowdown"]);
  });
});
