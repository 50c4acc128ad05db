import { mkdirSync, writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import type { Check } from "./budgets.ts";
import type { PageBytes } from "./bytes.ts";
import {
  CATEGORIES,
  pageLabel,
  RUNS_PER_PAGE,
  type CpuCalibration,
  type Finding,
  type FormFactor,
  type PageResult,
  type Retake,
  type RetakeFigures,
} from "./lighthouse.ts";
import { LOAD, type LoadRow, type Measurement } from "./load.ts";

export interface BenchReport {
  generatedAt: string;
  durationSeconds: number;
  phaseSeconds: { build: number | null; lighthouse: number; load: number };
  machine: {
    cpus: number;
    cpuModel: string;
    /** The mobile runs' CPU slowdown, calibrated to the host (decision 043). */
    cpuCalibration?: CpuCalibration;
    /** What one page fault cost before the runs (./page-faults.ts, decision 044). */
    pageFaultMicros?: number | null;
    /**
     * 1-minute load average when the bench started and ended (other work shares
     * the machine), and the highest seen after a mobile Lighthouse run.
     */
    loadAverage: { start: number; end: number; duringMobileRuns: number };
    /** The most cores other work kept busy during a mobile run (./cpu.ts). */
    otherWorkDuringMobileRuns: number;
    node: string;
    chromium: string;
    lighthouse: string;
    nginx: string | null;
  };
  pages: PageResult[];
  bytes: PageBytes[];
  load: { rows: LoadRow[]; nginxSkipped: string | null };
  budgets: Check[];
}

/**
 * For scale (docs/history/performance.md): the template the spec comes from, and the
 * best-regarded starter.
 */
const PEERS = [
  "the template the spec comes from: mobile performance 49, LCP 12 s, 244 kB of JavaScript, 7.4 MB on its home page",
  "the best-regarded open-source marketing starter: mobile performance 99, LCP 1.7 s, 134 kB in all",
];

export async function writeReport(report: BenchReport, dir = "bench") {
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/report.json`, `${JSON.stringify(toJson(report), null, 2)}\n`);
  writeFileSync(`${dir}/report.md`, await formatMarkdown(toMarkdown(report), `${dir}/report.md`));
}

/** Markdown as the repository's Prettier writes it: aligned tables, so it reads well in a terminal too. */
export async function formatMarkdown(
  markdown: string,
  filepath = "bench/report.md",
): Promise<string> {
  const options = await resolveConfig(filepath);
  return format(markdown, { ...options, filepath, parser: "markdown" });
}

/** The report without the bulky parts (full Lighthouse results, per-request lists). */
function toJson(report: BenchReport) {
  return {
    ...report,
    pages: report.pages.map(
      ({ path, formFactor, theme, runs, errors, median, typical, worst }) => ({
        path,
        formFactor,
        theme,
        median,
        worstPerformance: worst?.scores.performance ?? null,
        // Each run's numbers; what Lighthouse said about the page comes from the typical run.
        runs: runs.map((run) => ({
          ...run,
          requests: undefined,
          findings: undefined,
          lhr: undefined,
        })),
        errors,
        /** 1-based index of the run with the median performance score, whose findings follow. */
        typicalRun: typical ? runs.indexOf(typical) + 1 : null,
        findings: typical?.findings ?? [],
      }),
    ),
  };
}

const ms = (v: number) =>
  Number.isFinite(v) ? `${Math.round(v).toLocaleString("en-US")} ms` : "–";
const kB = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1000).toFixed(1)} kB` : "–");
const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

export function table(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map(cell).join(" | ")} |`;
  return [line(headers), line(headers.map(() => "---")), ...rows.map(line)].join("\n");
}

export function budgetTable(checks: Check[]): string {
  return table(
    ["Budget", "Limit", "Measured", ""],
    checks.map((c) => [c.budget, c.limit, c.measured, c.met ? "met" : "**MISSED**"]),
  );
}

export function lighthouseTable(pages: PageResult[], formFactor: FormFactor): string {
  // The noisy figures (performance, TBT) show the spread of the runs beside the median.
  const spread = (runs: number[], show: (v: number) => string) => {
    const low = Math.min(...runs);
    const high = Math.max(...runs);
    return low === high ? "" : ` (${show(low)}–${show(high)})`;
  };
  const round = (v: number) => String(Math.round(v));
  return table(
    [
      "Page",
      "Performance",
      "Accessibility",
      "Best practices",
      "SEO",
      "LCP",
      "TBT",
      "CLS",
      "FCP",
      "Speed index",
      "Page weight",
      "CPU index",
    ],
    pages
      .filter((p) => p.formFactor === formFactor)
      .map(({ path, theme, median: m, runs }) =>
        m
          ? [
              pageLabel({ path, theme }),
              ...CATEGORIES.map((c) =>
                c === "performance"
                  ? `${m.scores[c]}${spread(
                      runs.map((r) => r.scores[c]),
                      round,
                    )}`
                  : c === "best-practices" && m.rawBestPractices !== m.scores[c]
                    ? `${m.scores[c]} (raw ${m.rawBestPractices})`
                    : String(m.scores[c]),
              ),
              ms(m.lcpMs),
              `${ms(m.tbtMs)}${spread(
                runs.map((r) => r.tbtMs),
                round,
              )}`,
              m.cls.toFixed(3),
              ms(m.fcpMs),
              ms(m.speedIndexMs),
              kB(m.totalBytes),
              round(m.benchmarkIndex),
            ]
          : [pageLabel({ path, theme }), "failed", "", "", "", "", "", "", "", "", "", ""],
      ),
  );
}

function toMarkdown(r: BenchReport): string {
  const missed = r.budgets.filter((c) => !c.met);
  const out: string[] = [];
  const m = r.machine;
  out.push(
    "# Performance report",
    "",
    `Written by \`npm run bench\` on ${r.generatedAt} in ${Math.round(r.durationSeconds / 60)} min ` +
      `(build ${r.phaseSeconds.build === null ? "skipped" : `${Math.round(r.phaseSeconds.build)} s`}, ` +
      `Lighthouse ${Math.round(r.phaseSeconds.lighthouse)} s, load tests ${Math.round(r.phaseSeconds.load)} s). ` +
      "How to run it and read it: [docs/performance.md](../docs/performance.md).",
    "",
    `Machine: ${m.cpus} × ${m.cpuModel}, Node ${m.node}, ${m.chromium}, Lighthouse ${m.lighthouse}, ` +
      `${m.nginx ?? "no nginx"}. ` +
      `The 1-minute load average was ${m.loadAverage.start.toFixed(1)} at the start (after the build) ` +
      `and ${m.loadAverage.end.toFixed(1)} at the end on ${m.cpus} cores.` +
      ` During the mobile Lighthouse runs it reached ${m.loadAverage.duringMobileRuns.toFixed(1)} at most, ` +
      "the bench's own browser and server included; processes other than the bench's kept " +
      `${m.otherWorkDuringMobileRuns.toFixed(2)} cores busy at most during a run ` +
      "(the budget 'A quiet machine' says whether that allows a fair measurement). " +
      retakeSentence(r.pages) +
      calibrationSentence(m.cpuCalibration) +
      (m.pageFaultMicros == null
        ? ""
        : ` A page fault cost ${m.pageFaultMicros.toFixed(1)} µs before the runs ` +
          "(docs/decisions/044-bench-page-fault-check.md)."),
    "",
    "## Budgets",
    "",
    missed.length
      ? `**${missed.length} of ${r.budgets.length} budgets missed** (bench/budgets.json).`
      : `All ${r.budgets.length} budgets met (bench/budgets.json).`,
    "",
    budgetTable(r.budgets),
    "",
    `## Lighthouse (median of ${RUNS_PER_PAGE} runs per page and theme on mobile, 3 on desktop)`,
    "",
    "For scale: " + PEERS.join("; ") + ".",
    "",
    "Performance and TBT show the spread of the runs in brackets. CPU index is Lighthouse's benchmark of the " +
      "machine during the runs (median; higher is faster): it drops as other work loads the machine, and " +
      "Lighthouse's simulated main-thread times (TBT, and LCP through them) grow accordingly.",
    "",
    `### Mobile (Lighthouse default: simulated slow 4G; ${cpuSlowdownText(m.cpuCalibration)})`,
    "",
    lighthouseTable(r.pages, "mobile"),
    "",
    "### Desktop (Lighthouse desktop preset)",
    "",
    lighthouseTable(r.pages, "desktop"),
    "",
    exceptions(r.pages),
    "",
    "### What costs points",
    "",
    "From the run with the median performance score of each page and form factor (full Lighthouse reports of " +
      "those runs: `build-bench/lighthouse/`, not committed). Failed audits, grouped across pages:",
    "",
    failingAudits(r.pages),
    "",
    "Behind the metrics, per page: the LCP element and its phases (simulated), the longest main-thread tasks " +
      "and every layout shift seen in any run.",
    "",
    metricCauses(r.pages),
    "",
    "## JavaScript and CSS before interaction (gzip)",
    "",
    "Every script and stylesheet the page loaded during the typical mobile Lighthouse run (no interaction), " +
      "each requested again with `Accept-Encoding: gzip`; browsers get brotli, which is smaller. " +
      "Page weight is Lighthouse's total byte weight (all responses as transferred, brotli, headers included).",
    "",
    table(
      ["Page", "JS (gzip)", "Scripts", "CSS (gzip)", "Stylesheets", "Page weight"],
      r.bytes.map((b) => [
        b.path,
        kB(b.jsGzipBytes),
        String(b.scripts.length),
        kB(b.cssGzipBytes),
        String(b.styles.length),
        kB(b.totalBytes),
      ]),
    ),
    "",
    ...r.bytes.slice(0, 1).flatMap((b) => [
      `### Scripts and stylesheets loaded by \`${b.path}\``,
      "",
      table(
        ["File", "gzip", "as transferred (br + headers)"],
        [...b.scripts, ...b.styles].map((a) => [a.url, kB(a.gzipBytes), kB(a.transferBytes)]),
      ),
      "",
    ]),
    "## Load (autocannon)",
    "",
    `autocannon \`-c ${LOAD.connections}\`, ${LOAD.durationSeconds} s after a ${LOAD.warmUpSeconds} s warm-up, no pipelining, ` +
      "loopback; our server (one Node process, production logging to a file) beside Debian's nginx (`worker_processes auto`, " +
      "`sendfile`, `gzip_static`, access log to a file) serving a copy of the same build. Debian's nginx has no brotli: " +
      "asked for `br, gzip` it answers gzip while ours answers brotli, so the page is also measured asking for gzip only " +
      "(gzip against gzip). For the API rows nginx answers a static copy of the portfolio JSON: it is the ceiling, not a " +
      "like-for-like server. POST /api/contact validates and stores every enquiry in SQLite (unique e-mail per bench run; " +
      "minimum fill time off, rate limit raised to its maximum, captcha off).",
    "",
    r.load.nginxSkipped ? `**nginx comparison skipped:** ${r.load.nginxSkipped}.\n` : "",
    loadTable(r.load.rows),
    "",
  );
  return out.join("\n").replace(/\n{3,}/g, "\n\n");
}

function exceptions(pages: PageResult[]): string {
  const lines = pages.flatMap((p) =>
    (p.typical?.excepted ?? []).map(
      (e) => `- ${p.formFactor} \`${pageLabel(p)}\`: ${e.description} (${e.url})`,
    ),
  );
  return [
    "### Best-practices exceptions",
    "",
    "Console errors from hosts unreachable from this machine (no internet) are not charged to best-practices; " +
      "where that changed the score the table shows the raw score beside it.",
    "",
    lines.length ? lines.join("\n") : "None: no console error came from an unreachable host.",
  ].join("\n");
}

function failingAudits(pages: PageResult[]): string {
  const groups = new Map<
    string,
    { finding: Finding; example: string; where: Record<FormFactor, string[]> }
  >();
  for (const page of pages) {
    for (const finding of page.typical?.findings ?? []) {
      const key = `${finding.category}/${finding.id}`;
      const group = groups.get(key) ?? {
        finding,
        example: `${page.formFactor} ${pageLabel(page)}`,
        where: { mobile: [], desktop: [] },
      };
      group.where[page.formFactor].push(pageLabel(page));
      groups.set(key, group);
    }
  }
  if (!groups.size) return "No audit failed.";
  const count = (ff: FormFactor) => pages.filter((p) => p.formFactor === ff).length;
  const where = (w: Record<FormFactor, string[]>) =>
    (["mobile", "desktop"] as const)
      .filter((ff) => w[ff].length)
      .map((ff) => `${ff}: ${w[ff].length === count(ff) ? "every page" : w[ff].join(", ")}`)
      .join("; ");
  return [...groups.values()]
    .flatMap(({ finding: f, example, where: w }) => [
      `- **${f.category}** \`${f.id}\`: ${f.title}${f.displayValue ? ` (${f.displayValue} on ${example})` : ""}. ` +
        `Fails on ${where(w)}.`,
      ...f.items.slice(0, 4).map((item) => `  - ${item}`),
    ])
    .join("\n");
}

function metricCauses(pages: PageResult[]): string {
  return pages
    .map((p) => {
      const run = p.typical;
      if (!run)
        return `- ${p.formFactor} \`${pageLabel(p)}\`: every run failed (${p.errors.join("; ")})`;
      // The same shift may be reported with or without its cause: keep the longest line per element.
      const shifts = new Map<string, string>();
      for (const line of p.runs.flatMap((r) => r.layoutShifts)) {
        const element = line.split(":")[0]!;
        if ((shifts.get(element)?.length ?? 0) < line.length) shifts.set(element, line);
      }
      const shifted = p.runs.filter((r) => r.layoutShifts.length).length;
      return [
        `- ${p.formFactor} \`${pageLabel(p)}\`: LCP ${ms(p.median?.lcpMs ?? Number.NaN)} simulated, ` +
          `${ms(p.median?.observedLcpMs ?? Number.NaN)} observed on loopback; element ${run.lcp.element}`,
        `  - LCP phases: ${run.lcp.phases || "–"}`,
        `  - longest tasks: ${run.longTasks.join(", ") || "none"}`,
        `  - layout shifts (${shifted} of ${p.runs.length} runs): ${[...shifts.values()].join(" | ") || "none"}`,
        ...(p.errors.length ? [`  - failed attempts (retried): ${p.errors.join("; ")}`] : []),
        ...(p.retakes.length
          ? [
              `  - taken again, the machine slowed them: ${p.retakes.map(describeRetake).join("; ")}`,
            ]
          : []),
      ].join("\n");
    })
    .join("\n");
}

function loadTable(rows: LoadRow[]): string {
  const fmt = (m: Measurement) => [
    `${m.status} ${m.encoding}, ${m.bodyBytes.toLocaleString("en-US")} B`,
    Math.round(m.rps).toLocaleString("en-US"),
    `${m.p50Ms} / ${m.p90Ms} / ${m.p99Ms}`,
    `${m.non2xx} / ${m.errors + m.timeouts}`,
  ];
  return table(
    [
      "Target",
      "Server",
      "Response",
      "req/s",
      "Latency p50 / p90 / p99 (ms)",
      "non-2xx / errors",
      "Ours / nginx",
    ],
    rows.flatMap((row) => [
      [
        row.target.label,
        "ours",
        ...fmt(row.ours),
        row.ratio === null ? "–" : `**${row.ratio.toFixed(2)}**`,
      ],
      ...(row.nginx ? [[row.target.label, "nginx", ...fmt(row.nginx), ""]] : []),
    ]),
  );
}

/** The mobile CPU slowdown, as the Lighthouse table's heading says it. */
function cpuSlowdownText(calibration: CpuCalibration | undefined): string {
  if (!calibration?.hostIndex) return "4× CPU slowdown";
  const [least, most] = calibration.range;
  return `${least === most ? least : `${least}–${most}`}× CPU slowdown, calibrated to this host`;
}

/** How the mobile CPU slowdown was calibrated (decision 043). */
function calibrationSentence(calibration: CpuCalibration | undefined): string {
  if (!calibration?.hostIndex) return "";
  const [least, most] = calibration.range;
  return (
    ` Mobile runs used a ${least === most ? least : `${least}× to ${most}`}× CPU slowdown: this host's CPU index ` +
    `was ${calibration.calibrationIndexes.map(Math.round).join(", ")} before the runs and ` +
    `${Math.round(calibration.hostIndex)} over them (median), against ${calibration.referenceIndex} on the host ` +
    "where Lighthouse's default 4× was measured and the budgets set, so every bench emulates the same phone " +
    "(docs/decisions/043-bench-cpu-calibration.md)."
  );
}

/** How many mobile runs were taken again because the machine slowed them (retakeSlowRuns). */
function retakeSentence(pages: PageResult[]): string {
  const retaken = pages.filter((p) => p.formFactor === "mobile").flatMap((p) => p.retakes);
  if (!retaken.length)
    return "No run was slowed by the machine (CPU index), so none was taken again.";
  const unfair = retaken.filter((r) => !r.fair).length;
  return (
    `${retaken.length} mobile run(s) had a CPU index below the steady-machine limit and were taken again ` +
    `(listed under their page below); ${retaken.length - unfair} were replaced by a fair run` +
    (unfair ? `, ${unfair} stayed slowed.` : ".")
  );
}

/** One retake, as listed under its page. */
function describeRetake({ run, before, after, fair }: Retake): string {
  const figures = (f: RetakeFigures) =>
    `CPU index ${Math.round(f.benchmarkIndex)} (TBT ${Math.round(f.tbtMs)} ms)`;
  if (!after) return `run ${run}: ${figures(before)}, no faster retake`;
  return `run ${run}: ${figures(before)} → ${figures(after)}${fair ? "" : ", still slowed"}`;
}
