import { writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import type { Check, Measured } from "./budgets.ts";
import { CATEGORIES, findings, pageLabel, summary } from "./lighthouse.ts";
import type { CpuCalibration, FormFactor, PageResult } from "./lighthouse.ts";
import { COUNTED_PAGE, LOAD, type CountingCost, type LoadRow, type Measurement } from "./load.ts";

export interface BenchReport extends Measured {
  generatedAt: string;
  minutes: number;
  machine: {
    cpus: string;
    versions: string;
    cpuCalibration: CpuCalibration | null;
    /** The highest load average after a mobile run; the most cores other work kept busy in one. */
    loadAverage: number;
    otherWork: number;
  };
  budgets: Check[];
}

/** bench/report.json (each run's figures, not Lighthouse's whole result) and bench/report.md. */
export async function writeReport(report: BenchReport) {
  const pages = report.pages.map(({ runs, ...page }) => {
    return {
      ...page,
      median: summary({ runs }).median,
      runs: runs.map(({ lhr: _, ...run }) => run),
    };
  });
  writeFileSync("bench/report.json", `${JSON.stringify({ ...report, pages }, null, 2)}\n`);
  writeFileSync("bench/report.md", await formatMarkdown(toMarkdown(report)));
}

/** As the repository's Prettier writes it: aligned tables, so it reads well in a terminal too. */
export async function formatMarkdown(markdown: string, filepath = "bench/report.md") {
  return format(markdown, { ...(await resolveConfig(filepath)), filepath, parser: "markdown" });
}

export function table(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, "\\|")).join(" | ")} |`;
  return [line(headers), line(headers.map(() => "---")), ...rows.map(line)].join("\n");
}

const ms = (v: number) =>
  Number.isFinite(v) ? `${Math.round(v).toLocaleString("en-US")} ms` : "–";
const kB = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1000).toFixed(1)} kB` : "–");
/** The median, and the runs' range beside it when they differ: for the noisy figures. */
function spread(middle: string, values: number[]) {
  const [low, high] = [Math.min(...values), Math.max(...values)].map(Math.round);
  return low === high ? middle : `${middle} (${low}–${high})`;
}

export const budgetTable = (checks: Check[]) =>
  table(
    ["Budget", "Limit", "Measured", ""],
    checks.map((c) => [c.budget, c.limit, c.measured, c.met ? "met" : "**MISSED**"]),
  );

export function lighthouseTable(pages: PageResult[], formFactor: FormFactor): string {
  const headers = ["Page", "Performance", "Accessibility", "Best practices", "SEO", "LCP", "TBT"];
  headers.push("CLS", "FCP", "Speed index", "Page weight", "CPU index (slowdown)");
  const rows = pages
    .filter((page) => page.formFactor === formFactor)
    .map(({ runs, ...page }) => {
      const m = summary({ runs }).median;
      if (!m) return [pageLabel(page), "failed", ...headers.slice(2).map(() => "")];
      const slowdown = formFactor === "desktop" ? "desktop preset" : `${page.cpuSlowdown}×`;
      return [
        pageLabel(page),
        spread(
          `${m.scores.performance}`,
          runs.map((run) => run.scores.performance),
        ),
        ...CATEGORIES.slice(1).map((category) => `${m.scores[category]}`),
        ms(m.lcpMs),
        spread(
          ms(m.tbtMs),
          runs.map((run) => run.tbtMs),
        ),
        m.cls.toFixed(3),
        ms(m.fcpMs),
        ms(m.speedIndexMs),
        kB(m.totalBytes),
        `${Math.round(m.benchmarkIndex)} (${slowdown})`,
      ];
    });
  return table(headers, rows);
}

function toMarkdown({ machine: m, pages, budgets, bytes, ...r }: BenchReport): string {
  const missed = budgets.filter((c) => !c.met).length;
  const c = m.cpuCalibration;
  const retakes = pages.flatMap(({ retakes }) => retakes);
  return [
    "# Performance report",
    `Written by \`npm run bench\` on ${r.generatedAt} in ${r.minutes} min; what it measures and ` +
      "how to read it: [docs/performance.md](../docs/performance.md).",
    `**Machine**: ${m.cpus}; ${m.versions}. Load average at most ${m.loadAverage.toFixed(1)} ` +
      `after a mobile run; other work at most ${m.otherWork.toFixed(2)} cores during one. ` +
      (c
        ? `Host CPU index ${c.calibrationIndexes.map(Math.round).join(", ")} in the calibration ` +
          `runs, ${Math.round(c.hostIndex)} over all runs (median), against ${c.referenceIndex} ` +
          "where the budgets were set: each page's mobile slowdown is in its table (decision 043). "
        : "") +
      (r.pageFaultMicros === null ? "" : `A page fault: ${r.pageFaultMicros.toFixed(1)} µs. `) +
      `${retakes.length} run(s) slowed by the machine taken again, ` +
      `${retakes.filter((t) => t.fair).length} of them replaced by a fair run.`,
    "## Budgets",
    `${missed ? `**${missed} of ${budgets.length} missed**` : `All ${budgets.length} met`} (bench/budgets.json).`,
    budgetTable(budgets),
    "## Lighthouse mobile (medians; Lighthouse's mobile default, the CPU slowdown calibrated)",
    lighthouseTable(pages, "mobile"),
    "## Lighthouse on a low-end phone (medians; the CPU slowdown makes the host a phone of index 260)",
    lighthouseTable(pages, "low-end"),
    "## The first tap on a low-end phone (tap to painted answer, median)",
    table(
      ["Control", "Page", "Answered in", "Runs"],
      (r.taps ?? []).map((t) => [t.name, t.path, ms(t.ms), t.runs.map(ms).join(", ")]),
    ),
    "## Lighthouse desktop (medians; Lighthouse's desktop preset)",
    lighthouseTable(pages, "desktop"),
    "## What costs points",
    "Failed audits of each page's typical run (whole results in `build-bench/lighthouse/`; " +
      "`npm run bench:probe` prints a page's LCP element, long tasks and layout shifts):",
    failedAudits(pages),
    ...pages.flatMap((page) => [
      ...page.errors.map(
        (error) => `- ${page.formFactor} ${pageLabel(page)}, a failed run: ${error}`,
      ),
      ...page.retakes.map(({ run, before: [index, tbt], after, fair }) => {
        const to = after ? `${after[0]} (TBT ${after[1]} ms)` : "no faster retake";
        const taken = `run ${run} taken again: CPU index ${index} (TBT ${tbt} ms) → ${to}`;
        return `- ${pageLabel(page)} ${taken}${fair ? "" : ", still slowed"}`;
      }),
    ]),
    "## JavaScript and CSS before interaction (gzip)",
    table(
      ["Page", "JS (gzip)", "CSS (gzip)", "Page weight", "Scripts / stylesheets"],
      bytes.map((b) => {
        const files = `${b.scripts.length} / ${b.styles.length}`;
        return [b.path, ...[b.jsGzipBytes, b.cssGzipBytes, b.totalBytes].map(kB), files];
      }),
    ),
    ...bytes.slice(0, 1).map(({ path, scripts, styles }) =>
      table(
        [`Loaded by \`${path}\``, "gzip", "as transferred (br + headers)"],
        [...scripts, ...styles].map((a) => [a.url, kB(a.gzipBytes), kB(a.transferBytes)]),
      ),
    ),
    `## Load (autocannon -c ${LOAD.connections}, ${LOAD.durationSeconds} s after ${LOAD.warmUpSeconds} s)`,
    r.nginxSkipped ? `**nginx comparison skipped:** ${r.nginxSkipped}.` : "",
    loadTable(r.load),
    "### What counting analytics costs (two servers alike but for `ANALYTICS`, in turn, three rounds)",
    r.counting ? countingTable(r.counting) : "Not measured.",
  ].join("\n\n");
}

export function loadTable(rows: LoadRow[]): string {
  const cells = (x: Measurement) => [
    `${x.status} ${x.encoding}, ${x.bodyBytes.toLocaleString("en-US")} B`,
    Math.round(x.rps).toLocaleString("en-US"),
    `${x.p50Ms} / ${x.p90Ms} / ${x.p99Ms}`,
    `${x.non2xx} / ${x.errors + x.timeouts}`,
  ];
  const headers = ["Target", "Server", "Response", "req/s", "Latency p50 / p90 / p99 (ms)"];
  return table(
    [...headers, "non-2xx / errors", "Ours / nginx"],
    rows.flatMap(({ target, ours, nginx, ratio }) => {
      const shown = ratio === null ? "–" : `**${ratio.toFixed(2)}**`;
      const theirs = nginx ? [[target.label, "nginx", ...cells(nginx), ""]] : [];
      return [[target.label, "ours", ...cells(ours), shown], ...theirs];
    }),
  );
}

/** Counting analytics on and off: each run's req/s and server CPU a request, and the differences. */
export function countingTable(counting: CountingCost): string {
  const runs = (list: Measurement[]) =>
    list
      .map(
        (m) =>
          `${Math.round(m.rps).toLocaleString("en-US")} (${m.cpuMicrosPerRequest?.toFixed(0) ?? "?"} µs)`,
      )
      .join(", ");
  const percent = (v: number) => `${(v * 100).toFixed(1)} %`;
  return table(
    [
      "Target",
      "Counting on: req/s (CPU a request)",
      "Counting off",
      "Throughput lost",
      "CPU added",
    ],
    [
      [
        COUNTED_PAGE.label,
        runs(counting.on),
        runs(counting.off),
        `**${percent(counting.throughputLoss)}**`,
        percent(counting.cpuAdded),
      ],
    ],
  );
}

/** Each failed audit once, with the pages it fails on and the items its first page names. */
function failedAudits(pages: PageResult[]): string {
  const groups = new Map<string, { head: string; items: string[]; where: string[] }>();
  for (const page of pages) {
    const typical = summary(page).typical;
    for (const f of typical ? findings(typical).failed : []) {
      const where = `${page.formFactor} ${pageLabel(page)}`;
      const head = `**${f.category}** \`${f.id}\`: ${f.title} (${f.displayValue} on ${where})`;
      if (!groups.has(f.id)) groups.set(f.id, { head, items: f.items, where: [] });
      groups.get(f.id)!.where.push(where);
    }
  }
  const lines = [...groups.values()].flatMap(({ head, items, where }) => [
    `- ${head}; fails on ${where.join(", ")}`,
    ...items.map((item) => `  - ${item}`),
  ]);
  return lines.join("\n") || "None.";
}
