import { spawnSync } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { checkBudgets, loadBudgets } from "./budgets.ts";
import { pageBytes, type PageBytes } from "./bytes.ts";
import {
  calibrateMobileCpu,
  CHROME_PATH,
  DEFAULT_CPU_SLOWDOWN,
  measurePage,
  recalibrateMobileCpu,
  type CpuCalibration,
  retakeSlowRuns,
  saveReports,
  slowRunFloor,
  type PageResult,
} from "./lighthouse.ts";
import { runLoad, targets, type LoadRow } from "./load.ts";
import { rawRequest } from "./net.ts";
import { findNginx, startNginx, type RunningNginx } from "./nginx.ts";
import { pageFaultMicros, unfitHostMessage } from "./page-faults.ts";
import {
  budgetTable,
  formatMarkdown,
  lighthouseTable,
  writeReport,
  type BenchReport,
} from "./report.ts";
import { runScale } from "./scale.ts";
import { writeScaleReport } from "./scale-report.ts";
import { BUILD_DIR, buildSite, startServer } from "./server.ts";

// `npm run bench [-- --no-build] [-- --load-only | --cluster] [-- --any-host]`: builds,
// measures (Lighthouse, bytes, load against nginx), writes bench/report.md and
// bench/report.json, and exits 1 when a budget of bench/budgets.json is missed
// (docs/performance.md); exits 2 before any run on a host whose page faults are
// too slow to time pages on, unless --any-host (decision 044).
// --load-only measures requests per second alone and prints them, writing no report.
// --cluster writes docs/scale.md instead (scripts/bench/scale.ts).
const started = Date.now();
const log = (line: string) =>
  console.log(`[bench ${Math.round((Date.now() - started) / 1000)}s] ${line}`);
const budgets = loadBudgets();
const loadOnly = process.argv.includes("--load-only");
const loadAtStart = loadavg()[0]!;

let buildSeconds: number | null = null;
if (process.argv.includes("--no-build")) log(`--no-build: using the existing ${BUILD_DIR}`);
else {
  log(`Building into ${BUILD_DIR}…`);
  buildSeconds = await buildSite();
  log(`Built in ${Math.round(buildSeconds)} s`);
}

// --cluster: the scale and fault report (docs/scale.md), on its own.
if (process.argv.includes("--cluster")) {
  try {
    const scale = await runScale(log);
    await writeScaleReport(scale);
    console.log(
      `\nWrote docs/scale.md and bench/scale.json in ${Math.round(scale.durationSeconds / 60)} min.`,
    );
    if (scale.problems.length) {
      console.log(`\n${scale.problems.length} problem(s):`);
      for (const p of scale.problems) console.log(`  ✗ ${p}`);
      process.exit(1);
    }
    console.log("\nNo enquiry lost, none doubled; publishes within a second.");
    process.exit(0);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

// A host whose page faults are slow times itself, not the pages: say so before half an hour of runs.
const faultMicros = loadOnly ? null : pageFaultMicros();
if (faultMicros !== null) {
  log(`Page faults: ${faultMicros.toFixed(1)} µs each`);
  const limit = budgets.lighthouseMobile.maxPageFaultMicros;
  if (faultMicros > limit && !process.argv.includes("--any-host")) {
    console.error(unfitHostMessage(faultMicros, limit));
    process.exit(2);
  }
}

const server = await startServer();
let nginx: RunningNginx | null = null;
log(`Server on ${server.origin}`);
const pages: PageResult[] = [];
let bytes: PageBytes[] = [];
let loadRows: LoadRow[] = [];
let lighthouseSeconds = 0;
let calibration: CpuCalibration = {
  hostIndex: 0,
  referenceIndex: budgets.lighthouseMobile.referenceCpuIndex,
  multiplier: DEFAULT_CPU_SLOWDOWN,
  range: [DEFAULT_CPU_SLOWDOWN, DEFAULT_CPU_SLOWDOWN],
  calibrationIndexes: [],
};
let loadSeconds = 0;
const nginxFound = findNginx(log);
try {
  const lighthouseStarted = Date.now();
  // Mobile, where the budgets are, in every theme and with the budgets' number
  // of runs; desktop in the light theme, three runs, for the report.
  const { pages: paths, themes, runs, referenceCpuIndex } = budgets.lighthouseMobile;
  // The same phone on every host: the CPU slowdown scaled to this host's speed.
  if (!loadOnly) calibration = await calibrateMobileCpu(server.origin, referenceCpuIndex, log);
  for (const path of loadOnly ? [] : paths) {
    for (const theme of themes) {
      const runIndexes = pages.flatMap((p) =>
        p.formFactor === "mobile" ? p.runs.map((r) => r.benchmarkIndex) : [],
      );
      recalibrateMobileCpu(calibration, runIndexes, log);
      pages.push(await measurePage(server.origin, path, "mobile", log, { runs, theme }));
    }
    pages.push(await measurePage(server.origin, path, "desktop", log, { runs: 3 }));
  }
  // Runs the host slowed say nothing about the pages: take them again, once the
  // median of all runs says what this machine's steady speed is.
  const mobileResults = pages.filter((p) => p.formFactor === "mobile");
  const floor = slowRunFloor(mobileResults, budgets.lighthouseMobile.minCpuIndexOfMedian);
  const slowed = mobileResults.flatMap((p) => p.runs).filter((r) => r.benchmarkIndex < floor);
  if (slowed.length) {
    log(`${slowed.length} run(s) below CPU index ${Math.round(floor)}: taking them again`);
    const replaced = await retakeSlowRuns(server.origin, mobileResults, floor, log);
    log(`${replaced} of ${slowed.length} replaced by fair runs`);
  }
  saveReports(pages, join(BUILD_DIR, "lighthouse"));
  lighthouseSeconds = (Date.now() - lighthouseStarted) / 1000;
  const mobile = pages.filter((p) => p.formFactor === "mobile" && p.theme === "light");
  bytes = await Promise.all(mobile.map((p) => pageBytes(p, server.origin)));

  const loadStarted = Date.now();
  if ("binary" in nginxFound) {
    const portfolio = await rawRequest(`${server.origin}/api/portfolio`, { method: "POST" });
    // nginx serves each kept page's HTML exactly as our server sends it to a visitor.
    const keptPages: Record<string, Buffer> = {};
    for (const path of new Set(targets("").flatMap((t) => (t.kept ? [t.path] : [])))) {
      keptPages[path] = (
        await rawRequest(`${server.origin}${path}`, { method: "GET", headers: {} })
      ).body;
    }
    nginx = await startNginx(
      nginxFound.binary,
      join(BUILD_DIR, "client"),
      portfolio.body.toString("utf8"),
      keptPages,
    );
    log(`${nginxFound.version} on ${nginx.origin}`);
  } else log(`nginx comparison skipped: ${nginxFound.skipped}`);
  loadRows = await runLoad(
    server.origin,
    nginx?.origin ?? null,
    targets(`bench+${Date.now()}@example.com`),
    log,
  );
  loadSeconds = (Date.now() - loadStarted) / 1000;
} finally {
  await nginx?.stop();
  await server.stop();
}

const nginxSkipped = "skipped" in nginxFound ? nginxFound.skipped : null;
if (loadOnly) {
  const lines = loadRows.map(
    (row) =>
      `  ${row.target.label}: ${Math.round(row.ours.rps)} req/s` +
      (row.nginx
        ? `, nginx ${Math.round(row.nginx.rps)} req/s, ratio ${row.ratio!.toFixed(2)}`
        : ""),
  );
  console.log(`\nLoad only (no report written):\n${lines.join("\n")}`);
  process.exit(0);
}
const checks = checkBudgets(budgets, {
  pages,
  bytes,
  load: loadRows,
  nginxSkipped,
  pageFaultMicros: faultMicros,
});
const report: BenchReport = {
  generatedAt: new Date().toISOString(),
  durationSeconds: (Date.now() - started) / 1000,
  phaseSeconds: { build: buildSeconds, lighthouse: lighthouseSeconds, load: loadSeconds },
  machine: {
    cpus: cpus().length,
    cpuCalibration: calibration,
    pageFaultMicros: faultMicros,
    cpuModel: cpus()[0]?.model.trim() ?? "unknown",
    loadAverage: {
      start: loadAtStart,
      end: loadavg()[0]!,
      duringMobileRuns: Math.max(
        0,
        ...pages.filter((p) => p.formFactor === "mobile").flatMap((p) => p.loadAverages),
      ),
    },
    otherWorkDuringMobileRuns: Math.max(
      0,
      ...pages.filter((p) => p.formFactor === "mobile").flatMap((p) => p.otherWork),
    ),
    node: process.version,
    chromium: spawnSync(CHROME_PATH, ["--version"], { encoding: "utf8" }).stdout.trim(),
    lighthouse: pages.find((p) => p.typical)?.typical?.lhr.lighthouseVersion ?? "unknown",
    nginx: "version" in nginxFound ? nginxFound.version : null,
  },
  pages,
  bytes,
  load: { rows: loadRows, nginxSkipped },
  budgets: checks,
};
await writeReport(report);

console.log(
  await formatMarkdown(
    [
      "Lighthouse mobile (median of runs, lowest performance in brackets)",
      lighthouseTable(pages, "mobile"),
      "Lighthouse desktop (median of runs)",
      lighthouseTable(pages, "desktop"),
      "Budgets (bench/budgets.json)",
      budgetTable(checks),
    ].join("\n\n"),
  ),
);
const missed = checks.filter((c) => !c.met);
console.log(
  `\nWrote bench/report.md and bench/report.json in ${Math.round(report.durationSeconds / 60)} min.`,
);
if (missed.length) {
  console.log(`\n${missed.length} budget(s) missed:`);
  for (const c of missed) console.log(`  ✗ ${c.budget}: ${c.measured} (limit ${c.limit})`);
  process.exitCode = 1;
} else console.log("\nAll budgets met.");
