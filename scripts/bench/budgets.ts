import { readFileSync } from "node:fs";
import { cpus } from "node:os";
import { median, pageLabel, slowRunFloor, summary, type Category } from "./lighthouse.ts";
import type { PageBytes, PageResult } from "./lighthouse.ts";
import type { CountingCost, LoadRow } from "./load.ts";
import type { TapResult } from "./interaction.ts";
import type budgetsFile from "../../bench/budgets.json";

/** bench/budgets.json, typed from the file itself (its `$comment` says what each part is). */
export type Budgets = typeof budgetsFile;
export const loadBudgets = () => JSON.parse(readFileSync("bench/budgets.json", "utf8")) as Budgets;

export type Check = { budget: string; limit: string; measured: string; met: boolean };

export interface Measured {
  pages: PageResult[];
  bytes: PageBytes[];
  load: LoadRow[];
  /** The first tap on each control, on the low-end phone (none: not measured). */
  taps?: TapResult[];
  /** Counting analytics on against off (null: not measured). */
  counting: CountingCost | null;
  /** Why the nginx comparison did not run, if it did not. */
  nginxSkipped: string | null;
  pageFaultMicros: number | null;
}

const NOT_MEASURED = "not measured";
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (v: number) => `${Math.round(v)} ms`;

/** Every budget against what was measured; one that could not be measured is missed. */
export function checkBudgets(budgets: Budgets, measured: Measured): Check[] {
  const checks: Check[] = [];
  /** A figure at most (or at least) `limit`, both shown as `show` makes them. */
  const check = (atLeast: boolean) => {
    return (budget: string, limit: number, value?: number | null, show = (v: number) => `${v}`) => {
      const known = typeof value === "number" && !Number.isNaN(value);
      const met = known && (atLeast ? value >= limit : value <= limit);
      const measured = known ? show(value) : NOT_MEASURED;
      checks.push({ budget, limit: `${atLeast ? "≥" : "≤"} ${show(limit)}`, measured, met });
      return checks.at(-1)!;
    };
  };
  const [atMost, atLeast] = [check(false), check(true)];
  const lh = budgets.lighthouseMobile;
  const mobile = measured.pages.filter((p) => p.formFactor === "mobile");
  // Noise is neither a regression nor a pass: runs beside other work are refused plainly.
  const otherWork = mobile.flatMap((p) => p.machine.flatMap((m) => m.otherWork ?? []));
  const busiest = otherWork.length ? Math.max(...otherWork) : null;
  const fair = lh.maxOtherWorkPerCore * cpus().length;
  const quietly = `A quiet machine ${DURING} (cores busy with other work)`;
  const quiet = atMost(quietly, fair, busiest, (v) => v.toFixed(2));
  quiet.limit += ` (${lh.maxOtherWorkPerCore} per core × ${cpus().length})`;
  if (busiest !== null && !quiet.met) quiet.measured += `: ${UNFAIR}; run again on a quiet machine`;
  checks.push(steadyMachine(mobile, lh.minCpuIndexOfMedian));
  const fault = measured.pageFaultMicros;
  const host = "A host fit to time page loads (µs a page fault, before the runs)";
  atMost(host, lh.maxPageFaultMicros, fault, (v) => v.toFixed(1));
  for (const path of lh.pages) {
    for (const theme of lh.themes) {
      const page = mobile.find((p) => p.path === path && p.theme === theme);
      const { median: m, worst } = summary(page ?? { runs: [] });
      const name = pageLabel({ path, theme });
      for (const [category, min] of Object.entries(lh.minScores)) {
        atLeast(`Lighthouse mobile ${category} ${name}`, min, m?.scores[category as Category]);
      }
      const lowest = `Lowest performance of ${page?.runs.length ?? 0} runs ${name}`;
      atLeast(lowest, lh.minWorstPerformance, worst?.scores.performance);
      atMost(`Mobile LCP ${name}`, lh.maxLcpMs, m?.lcpMs, ms);
      atMost(`Mobile TBT ${name}`, lh.maxTbtMs, m?.tbtMs, ms);
      atMost(`Mobile CLS ${name}`, lh.maxCls, m?.cls, (v) => v.toFixed(3));
    }
  }
  const low = budgets.lowEndPhone;
  for (const path of low.pages) {
    for (const theme of lh.themes) {
      const page = measured.pages.find(
        (p) => p.formFactor === "low-end" && p.path === path && p.theme === theme,
      );
      const m = summary(page ?? { runs: [] }).median;
      const name = `${pageLabel({ path, theme })}, low-end phone`;
      atLeast(`Lighthouse performance ${name}`, low.minPerformance, m?.scores.performance);
      atMost(`LCP ${name}`, low.maxLcpMs, m?.lcpMs, ms);
      atMost(`TBT ${name}`, low.maxTbtMs, m?.tbtMs, ms);
      atMost(`CLS ${name}`, low.maxCls, m?.cls, (v) => v.toFixed(3));
    }
  }
  for (const tap of measured.taps ?? [{ name: "each control", path: "", ms: NaN }]) {
    const where = tap.path ? ` (${tap.path})` : "";
    atMost(`First tap on ${tap.name}${where}, low-end phone`, low.maxFirstTapMs, tap.ms, ms);
  }
  const { path: home, maxJsGzipBytes, maxTotalPageWeightBytes } = budgets.homePage;
  const homeBytes = measured.bytes.find((b) => b.path === home);
  atMost(
    `JavaScript before interaction ${home} (gzip)`,
    maxJsGzipBytes,
    homeBytes?.jsGzipBytes,
    kB,
  );
  atMost(`Total page weight ${home}`, maxTotalPageWeightBytes, homeBytes?.totalBytes, kB);
  for (const path of lh.pages) {
    const css = measured.bytes.find((b) => b.path === path)?.cssGzipBytes;
    atMost(`CSS ${path} (gzip)`, budgets.everyPage.maxCssGzipBytes, css, kB);
  }
  // Requests per second against nginx: the pages the render cache keeps (every public page).
  const min = budgets.load.minKeptPageRpsRatioToNginx;
  const rows = measured.load.filter((row) => row.target.kept && row.nginx);
  for (const row of rows)
    atLeast(`${row.target.label} req/s, ours / nginx`, min, row.ratio, (v) => v.toFixed(2));
  if (!rows.length) {
    const missing = atLeast("Kept page req/s, ours / nginx", min, null);
    missing.measured += `: ${measured.nginxSkipped ?? "no nginx measurement"}`;
  }
  const percent = (v: number) => `${(v * 100).toFixed(1)} %`;
  atMost(
    "Kept page req/s lost to counting analytics (on against off)",
    budgets.load.maxAnalyticsThroughputLoss,
    measured.counting?.throughputLoss,
    percent,
  );
  return checks;
}

const UNFAIR = "too much other work for a fair measurement";
const DURING = "during the Lighthouse runs";

/**
 * Lighthouse's CPU index of every mobile run against their median: work outside this machine
 * (another guest on a shared host) slows it without showing in its load average, and Lighthouse
 * multiplies the slower main thread into TBT and LCP.
 */
export function steadyMachine(mobile: PageResult[], minOfMedian: number): Check {
  const runs = mobile.flatMap((p) =>
    p.runs.map((run) => ({ label: pageLabel(p), index: run.benchmarkIndex })),
  );
  const budget = `A steady machine ${DURING} (each run's CPU index)`;
  const limit = `≥ ${Math.round(minOfMedian * 100)} % of the median`;
  if (!runs.length) return { budget, limit, measured: NOT_MEASURED, met: false };
  const indexes = runs.map((r) => r.index);
  const floor = slowRunFloor(mobile, minOfMedian);
  const slow = runs.filter((r) => r.index < floor);
  const range = `${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}, median ${Math.round(median(indexes))}`;
  if (!slow.length) return { budget, limit, measured: range, met: true };
  const pages = [...new Set(slow.map((r) => r.label))].join(", ");
  const measured =
    `${range}: ${slow.length} of ${runs.length} runs below ${Math.round(floor)} (${pages}); ` +
    "the machine slowed during them, not a fair measurement; run again when it is steady";
  return { budget, limit, measured, met: false };
}
