import { readFileSync } from "node:fs";
import { z } from "zod";
import type { PageBytes } from "./bytes.ts";
import { CATEGORIES, type Category, type PageResult } from "./lighthouse.ts";
import type { LoadRow } from "./load.ts";

export const BUDGETS_FILE = "bench/budgets.json";

const budgetsSchema = z.object({
  lighthouseMobile: z.object({
    pages: z.array(z.string().startsWith("/")).min(1),
    minScores: z.record(z.enum(CATEGORIES), z.number().min(0).max(100)),
    maxLcpMs: z.number().positive(),
    maxTbtMs: z.number().nonnegative(),
    maxCls: z.number().nonnegative(),
  }),
  homePage: z.object({
    path: z.string().startsWith("/"),
    maxJsGzipBytes: z.number().positive(),
    maxTotalPageWeightBytes: z.number().positive(),
  }),
  everyPage: z.object({ maxCssGzipBytes: z.number().positive() }),
  load: z.object({ minPrerenderedRpsRatioToNginx: z.number().positive() }),
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
  for (const path of lh.pages) {
    const median =
      measured.pages.find((p) => p.path === path && p.formFactor === "mobile")?.median ?? null;
    for (const [category, min] of Object.entries(lh.minScores) as [Category, number][]) {
      const score = median ? median.scores[category] : null;
      add(`Lighthouse mobile ${category} ${path}`, `≥ ${min}`, score, (score ?? 0) >= min);
    }
    const lcp = median?.lcpMs ?? null;
    add(
      `Mobile LCP ${path}`,
      `≤ ${lh.maxLcpMs} ms`,
      lcp,
      (lcp ?? Infinity) <= lh.maxLcpMs,
      `${Math.round(lcp ?? 0)} ms`,
    );
    const tbt = median?.tbtMs ?? null;
    add(
      `Mobile TBT ${path}`,
      `≤ ${lh.maxTbtMs} ms`,
      tbt,
      (tbt ?? Infinity) <= lh.maxTbtMs,
      `${Math.round(tbt ?? 0)} ms`,
    );
    const cls = median?.cls ?? null;
    add(
      `Mobile CLS ${path}`,
      `≤ ${lh.maxCls}`,
      cls,
      (cls ?? Infinity) <= lh.maxCls,
      (cls ?? 0).toFixed(3),
    );
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

  const min = budgets.load.minPrerenderedRpsRatioToNginx;
  const rows = measured.load.filter((row) => row.target.prerendered && row.nginx);
  if (!rows.length) {
    const why = measured.nginxSkipped ?? "no nginx measurement";
    const budget = "Pre-rendered page req/s, ours / nginx";
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
  return checks;
}
