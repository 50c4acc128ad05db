import { readFileSync } from "node:fs";
import { z } from "zod";
import type { PageBytes } from "./bytes.ts";
import { cpus } from "node:os";
import {
  CATEGORIES,
  median,
  pageLabel,
  slowRunFloor,
  THEMES,
  type Category,
  type PageResult,
} from "./lighthouse.ts";
import type { LoadRow } from "./load.ts";

export const BUDGETS_FILE = "bench/budgets.json";

const budgetsSchema = z.object({
  lighthouseMobile: z.object({
    pages: z.array(z.string().startsWith("/")).min(1),
    /** Each page is measured in each theme. */
    themes: z.array(z.enum(THEMES)).min(1),
    /** Runs per page and theme; the budgets apply to their median. */
    runs: z.number().int().min(1),
    minScores: z.record(z.enum(CATEGORIES), z.number().min(0).max(100)),
    /** The lowest performance score of any run, reported beside the median. */
    minWorstPerformance: z.number().min(0).max(100),
    maxLcpMs: z.number().positive(),
    maxTbtMs: z.number().nonnegative(),
    maxCls: z.number().nonnegative(),
    /**
     * The highest 1-minute load average per core during the runs for which the
     * figures are a fair measurement; above it the bench says so and fails.
     */
    maxOtherWorkPerCore: z.number().positive(),
    /**
     * The lowest CPU index a run may have, as a share of the median of all the
     * mobile runs: below it the machine ran slower than itself (work outside it,
     * on a shared host), and the bench says so and fails.
     */
    minCpuIndexOfMedian: z.number().positive().max(1),
    /**
     * The CPU index of the host the budgets were set on, where Lighthouse's
     * default 4× slowdown ran: the mobile slowdown is scaled by the host's own
     * index to emulate the same phone on any host (decision 043).
     */
    referenceCpuIndex: z.number().positive(),
    /**
     * The most a page fault may cost on the host, in microseconds: above it a
     * new renderer's first tasks measure the host, and the bench stops before
     * its runs unless told --any-host (decision 044).
     */
    maxPageFaultMicros: z.number().positive(),
  }),
  homePage: z.object({
    path: z.string().startsWith("/"),
    maxJsGzipBytes: z.number().positive(),
    maxTotalPageWeightBytes: z.number().positive(),
  }),
  everyPage: z.object({ maxCssGzipBytes: z.number().positive() }),
  load: z.object({
    /** A page of a post kept by the render cache, against nginx serving the same HTML. */
    minKeptPageRpsRatioToNginx: z.number().positive(),
  }),
  /** Gzip bytes of the modules each page preloads; checked by `npm test` (tests/integration/js-budget.test.ts). */
  javaScriptBeforeInteraction: z.record(z.string().startsWith("/"), z.number().positive()),
});

export type Budgets = z.infer<typeof budgetsSchema>;

export interface Check {
  budget: string;
  limit: string;
  measured: string;
  met: boolean;
}

export function loadBudgets(file = BUDGETS_FILE): Budgets {
  return budgetsSchema.parse(JSON.parse(readFileSync(file, "utf8")));
}

export interface Measured {
  pages: PageResult[];
  bytes: PageBytes[];
  load: LoadRow[];
  /** Why the nginx comparison did not run, if it did not. */
  nginxSkipped: string | null;
  /** What one page fault cost on the host before the runs (page-faults.ts). */
  pageFaultMicros: number | null;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const NOT_MEASURED = "not measured";

/** Every budget against what was measured; a budget that could not be measured is missed. */
export function checkBudgets(budgets: Budgets, measured: Measured): Check[] {
  const checks: Check[] = [];
  const add = (budget: string, limit: string, value: number | null, met: boolean, shown?: string) =>
    checks.push({
      budget,
      limit,
      measured: value === null || Number.isNaN(value) ? NOT_MEASURED : (shown ?? String(value)),
      met: value !== null && !Number.isNaN(value) && met,
    });

  const lh = budgets.lighthouseMobile;
  const mobile = measured.pages.filter((p) => p.formFactor === "mobile");
  // Noise is not a regression, nor a pass: runs beside other work are refused plainly.
  // The load average counts the bench's own browser too; other work is what is not ours.
  const cores = cpus().length;
  const otherWork = mobile.flatMap((p) => p.otherWork);
  const busiest = Math.max(0, ...otherWork);
  const fair = lh.maxOtherWorkPerCore * cores;
  checks.push({
    budget: "A quiet machine during the Lighthouse runs (cores busy with other work)",
    limit: `≤ ${fair.toFixed(2)} (${lh.maxOtherWorkPerCore} per core × ${cores})`,
    measured:
      otherWork.length === 0
        ? NOT_MEASURED
        : busiest <= fair
          ? busiest.toFixed(2)
          : `${busiest.toFixed(2)}: too much other work for a fair measurement; run again on a quiet machine`,
    met: otherWork.length > 0 && busiest <= fair,
  });
  checks.push(steadyMachine(mobile, lh.minCpuIndexOfMedian));
  const fault = measured.pageFaultMicros;
  add(
    "A host fit to time page loads (µs a page fault, before the runs)",
    `≤ ${lh.maxPageFaultMicros}`,
    fault,
    (fault ?? Infinity) <= lh.maxPageFaultMicros,
    fault === null ? undefined : fault.toFixed(1),
  );
  for (const path of lh.pages) {
    for (const theme of lh.themes) {
      const page = mobile.find((p) => p.path === path && p.theme === theme);
      const median = page?.median ?? null;
      const name = pageLabel({ path, theme });
      for (const [category, min] of Object.entries(lh.minScores) as [Category, number][]) {
        const score = median ? median.scores[category] : null;
        add(`Lighthouse mobile ${category} ${name}`, `≥ ${min}`, score, (score ?? 0) >= min);
      }
      const worst = page?.worst?.scores.performance ?? null;
      add(
        `Lowest performance of ${page?.runs.length ?? 0} runs ${name}`,
        `≥ ${lh.minWorstPerformance}`,
        worst,
        (worst ?? 0) >= lh.minWorstPerformance,
      );
      const lcp = median?.lcpMs ?? null;
      add(
        `Mobile LCP ${name}`,
        `≤ ${lh.maxLcpMs} ms`,
        lcp,
        (lcp ?? Infinity) <= lh.maxLcpMs,
        `${Math.round(lcp ?? 0)} ms`,
      );
      const tbt = median?.tbtMs ?? null;
      add(
        `Mobile TBT ${name}`,
        `≤ ${lh.maxTbtMs} ms`,
        tbt,
        (tbt ?? Infinity) <= lh.maxTbtMs,
        `${Math.round(tbt ?? 0)} ms`,
      );
      const cls = median?.cls ?? null;
      add(
        `Mobile CLS ${name}`,
        `≤ ${lh.maxCls}`,
        cls,
        (cls ?? Infinity) <= lh.maxCls,
        (cls ?? 0).toFixed(3),
      );
    }
  }

  const home = measured.bytes.find((b) => b.path === budgets.homePage.path);
  const js = home?.jsGzipBytes ?? null;
  const { maxJsGzipBytes, maxTotalPageWeightBytes } = budgets.homePage;
  add(
    `JavaScript before interaction ${budgets.homePage.path} (gzip)`,
    `≤ ${kB(maxJsGzipBytes)}`,
    js,
    (js ?? Infinity) <= maxJsGzipBytes,
    kB(js ?? 0),
  );
  const total = home?.totalBytes ?? null;
  add(
    `Total page weight ${budgets.homePage.path}`,
    `≤ ${kB(maxTotalPageWeightBytes)}`,
    total,
    (total ?? Infinity) <= maxTotalPageWeightBytes,
    kB(total ?? 0),
  );

  const maxCss = budgets.everyPage.maxCssGzipBytes;
  for (const path of lh.pages) {
    const css = measured.bytes.find((b) => b.path === path)?.cssGzipBytes ?? null;
    add(`CSS ${path} (gzip)`, `≤ ${kB(maxCss)}`, css, (css ?? Infinity) <= maxCss, kB(css ?? 0));
  }

  // Requests per second against nginx: the pages the render cache keeps (every public page).
  const ratios = [{ what: "Kept page", min: budgets.load.minKeptPageRpsRatioToNginx }];
  for (const { what, min } of ratios) {
    const rows = measured.load.filter((row) => row.target.kept && row.nginx);
    if (!rows.length) {
      const why = measured.nginxSkipped ?? "no nginx measurement";
      const budget = `${what} req/s, ours / nginx`;
      checks.push({ budget, limit: `≥ ${min}`, measured: `${NOT_MEASURED}: ${why}`, met: false });
    }
    for (const row of rows) {
      const ratio = row.ratio ?? Number.NaN;
      add(
        `${row.target.label} req/s, ours / nginx`,
        `≥ ${min}`,
        ratio,
        ratio >= min,
        ratio.toFixed(2),
      );
    }
  }
  return checks;
}

/**
 * Lighthouse's CPU index of every mobile run against their median. Work outside
 * this machine (another guest on a shared host) slows it without showing in its
 * load average; Lighthouse multiplies the slower main thread into TBT and LCP.
 */
export function steadyMachine(mobile: PageResult[], minOfMedian: number): Check {
  const runs = mobile.flatMap((p) =>
    p.runs.map((run) => ({ label: pageLabel(p), index: run.benchmarkIndex })),
  );
  const sorted = runs.map((r) => r.index).sort((a, b) => a - b);
  const middle = median(sorted);
  const floor = slowRunFloor(mobile, minOfMedian);
  const slow = runs.filter((r) => r.index < floor);
  const limit = `≥ ${Math.round(minOfMedian * 100)} % of the median`;
  const budget = "A steady machine during the Lighthouse runs (each run's CPU index)";
  if (!runs.length) return { budget, limit, measured: NOT_MEASURED, met: false };
  const range = `${Math.round(sorted[0]!)}–${Math.round(sorted.at(-1)!)}, median ${Math.round(middle)}`;
  if (!slow.length) return { budget, limit, measured: range, met: true };
  const pages = [...new Set(slow.map((r) => r.label))].join(", ");
  return {
    budget,
    limit,
    measured:
      `${range}: ${slow.length} of ${runs.length} runs below ${Math.round(floor)} (${pages}); ` +
      "the machine slowed during them, not a fair measurement; run again when it is steady",
    met: false,
  };
}
