import { describe, expect, it } from "vitest";
import type { PageResult, Run } from "./lighthouse.ts";
import { checkBudgets, loadBudgets, steadyMachine } from "./budgets.ts";

const page = (path: string, indexes: number[]): PageResult =>
  ({
    path,
    formFactor: "mobile",
    theme: "light",
    runs: indexes.map((benchmarkIndex) => ({ benchmarkIndex }) as Run),
  }) as PageResult;

describe("the steady-machine budget", () => {
  it("is met when every run's CPU index is near the median", () => {
    const check = steadyMachine([page("/", [2700, 2800, 2650]), page("/blog", [2600, 2750])], 0.8);
    expect(check.met).toBe(true);
    expect(check.measured).toBe("2600–2800, median 2700");
  });

  it("fails and names the pages whose runs the machine slowed", () => {
    const check = steadyMachine(
      [page("/", [2750, 2800, 2650]), page("/services", [2600, 1600]), page("/blog", [2750])],
      0.8,
    );
    expect(check.met).toBe(false);
    expect(check.measured).toMatch(
      /^1600–2800, median 2700: 1 of 6 runs below 2160 \(\/services\)/,
    );
    expect(check.measured).toContain("not a fair measurement");
  });

  it("is missed, not met, when nothing was measured", () => {
    expect(steadyMachine([], 0.8)).toMatchObject({ met: false, measured: "not measured" });
  });
});

describe("the fit-host budget", () => {
  const budgets = loadBudgets();
  const fitHost = (pageFaultMicros: number | null) =>
    checkBudgets(budgets, {
      pages: [],
      bytes: [],
      load: [],
      counting: null,
      nginxSkipped: null,
      pageFaultMicros,
    }).find((check) => check.budget.startsWith("A host fit to time page loads"))!;

  it("is met when a page fault costs no more than the limit", () => {
    expect(fitHost(1.2)).toMatchObject({ met: true, measured: "1.2" });
  });

  it("is missed on a host whose page faults are slow, and when not measured", () => {
    expect(fitHost(16.4)).toMatchObject({ met: false, measured: "16.4" });
    expect(fitHost(null)).toMatchObject({ met: false, measured: "not measured" });
  });
});

describe("the analytics budget", () => {
  const budgets = loadBudgets();
  const counted = (cost: number | null) =>
    checkBudgets(budgets, {
      pages: [],
      bytes: [],
      load: [],
      counting: cost === null ? null : { on: [], off: [], throughputLoss: cost, cpuAdded: 0.1 },
      nginxSkipped: null,
      pageFaultMicros: null,
    }).find((check) => check.budget.includes("counting analytics"))!;

  it("is met while counting takes at most 5 % of a kept page's requests a second", () => {
    expect(counted(0.031)).toMatchObject({ met: true, measured: "3.1 %", limit: "≤ 5.0 %" });
  });

  it("is missed past 5 %, and when not measured", () => {
    expect(counted(0.08)).toMatchObject({ met: false, measured: "8.0 %" });
    expect(counted(null)).toMatchObject({ met: false, measured: "not measured" });
  });
});

describe("the low-end phone's budgets", () => {
  const budgets = loadBudgets();
  const lowEnd = (performance: number, tbtMs: number, formFactor = "low-end"): PageResult =>
    ({
      path: "/",
      formFactor,
      theme: "light",
      machine: [],
      runs: [{ scores: { performance }, tbtMs, lcpMs: 1000, cls: 0, benchmarkIndex: 2600 }],
    }) as unknown as PageResult;
  const checksOf = (pages: PageResult[]) =>
    checkBudgets(budgets, {
      pages,
      bytes: [],
      load: [],
      counting: null,
      nginxSkipped: null,
      pageFaultMicros: null,
    }).filter((check) => check.budget.endsWith("/, low-end phone"));

  it("holds each page to performance 95 and TBT 150 ms at the least", () => {
    expect(checksOf([lowEnd(96, 120)]).map((c) => [c.budget, c.met])).toEqual([
      ["Lighthouse performance /, low-end phone", true],
      ["LCP /, low-end phone", true],
      ["TBT /, low-end phone", true],
      ["CLS /, low-end phone", true],
    ]);
  });

  it("is missed by a slower page, and by the mid-tier phone's runs alone", () => {
    const slow = checksOf([lowEnd(84, 630)]);
    expect(slow.filter((c) => !c.met).map((c) => c.measured)).toEqual(["84", "630 ms"]);
    expect(checksOf([lowEnd(100, 0, "mobile")]).every((c) => !c.met)).toBe(true);
  });
});
