import { spawnSync } from "node:child_process";
import { cpus } from "node:os";
import { join } from "node:path";
import { checkBudgets, loadBudgets } from "./budgets.ts";
import { pageFaultMicros } from "./host.ts";
import { measureTaps, type TapResult } from "./interaction.ts";
import * as lighthouse from "./lighthouse.ts";
import { API_FILE, findNginx, measureCountingCost, runLoad, startNginx, targets } from "./load.ts";
import type { CountingCost, LoadRow } from "./load.ts";
import { budgetTable, countingTable, formatMarkdown, lighthouseTable } from "./report.ts";
import { loadTable, writeReport } from "./report.ts";
import { BUILD_DIR, buildSite, log, rawRequest, startServer } from "./site.ts";

// `npm run bench [-- --no-build] [-- --load-only | --counting | --cluster] [-- --any-host]`
// (performance.md):
// builds, measures (Lighthouse, bytes, load against nginx), writes bench/report.md and .json, and
// exits 1 when a budget of bench/budgets.json is missed, or 2 before any run on a host whose page
// faults are too slow to time pages on (decision 044) unless --any-host. --load-only prints
// requests per second alone, --counting what counting analytics costs alone; --cluster runs the
// scale and faults bench instead (tests/scale/).
const started = Date.now();
const flag = (name: string) => process.argv.includes(name);
const budgets = loadBudgets();
const lh = budgets.lighthouseMobile;
const loadOnly = flag("--load-only");
if (flag("--no-build")) log(`--no-build: using the existing ${BUILD_DIR}`);
else log(`Built into ${BUILD_DIR} in ${Math.round(buildSite())} s`);
if (flag("--cluster")) process.exit(await (await import("../../tests/scale/scale.ts")).runScale());
if (flag("--counting")) process.exit(await measureCounting());

/** Counting analytics on and off alone, printed (`--counting`): its budget's measure, in minutes. */
async function measureCounting() {
  const counting = await countingOnAndOff(3);
  console.log(
    `\nCounting analytics (no report written):\n\n${await formatMarkdown(countingTable(counting))}`,
  );
  return 0;
}

/**
 * Two new servers, alike but for ANALYTICS (the bench's first one has a history, a heap grown
 * by the runs and their views in its database, that would weigh on one side only), in turn.
 */
async function countingOnAndOff(rounds: number) {
  const [counted, uncounted] = [await startServer(), await startServer({ ANALYTICS: "off" })];
  try {
    return await measureCountingCost(counted, uncounted, rounds);
  } finally {
    await Promise.all([counted.stop(), uncounted.stop()]);
  }
}

// A host whose page faults are slow times itself, not the pages: said before half an hour of runs.
const faultMicros = loadOnly ? null : pageFaultMicros();
if (faultMicros !== null) log(`Page faults: ${faultMicros.toFixed(1)} µs each`);
if (faultMicros !== null && faultMicros > lh.maxPageFaultMicros && !flag("--any-host")) {
  console.error(
    `This host takes ${faultMicros.toFixed(1)} µs a page fault (the budget allows ` +
      `${lh.maxPageFaultMicros}). Lighthouse's TBT would measure the host, not the pages: a new ` +
      "renderer's first tasks grow by hundreds of milliseconds. Run the bench on another machine, " +
      "or pass --any-host to measure anyway (docs/decisions/044-bench-page-fault-check.md).",
  );
  process.exit(2);
}

const server = await startServer();
const { origin } = server;
log(`Server on ${origin}`);
const nginxFound = findNginx(log);
const nginxSkipped = "skipped" in nginxFound ? nginxFound.skipped : null;
const pages: lighthouse.PageResult[] = [];
const mobile = () => pages.filter((p) => p.formFactor === "mobile");
let calibration: lighthouse.CpuCalibration | null = null;
let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
let loadRows: LoadRow[] = [];
let counting: CountingCost | null = null;
let bytes: lighthouse.PageBytes[] = [];
let taps: TapResult[] = [];
try {
  if (!loadOnly) {
    // The same phone on every host: the CPU slowdown scaled to this host's speed (decision 043).
    calibration = await lighthouse.calibrateMobileCpu(origin, lh.referenceCpuIndex);
    // Mobile, where the budgets are, in every theme; desktop in the light theme, three runs.
    for (const path of lh.pages) {
      for (const theme of lh.themes as lighthouse.Theme[]) {
        const indexes = mobile().flatMap((p) => p.runs.map((run) => run.benchmarkIndex));
        const cpuSlowdown = lighthouse.recalibrateMobileCpu(calibration, indexes);
        const page = { origin, path, formFactor: "mobile", theme, cpuSlowdown } as const;
        pages.push(await lighthouse.measurePage(page, lh.runs));
      }
      const desktop = { formFactor: "desktop", theme: "light", cpuSlowdown: 1 } as const;
      pages.push(await lighthouse.measurePage({ ...desktop, origin, path }, 3));
    }
    // An inexpensive phone: the slowdown from the host's index as the mid-tier runs left it.
    const low = budgets.lowEndPhone;
    for (const path of low.pages) {
      for (const theme of lh.themes as lighthouse.Theme[]) {
        const { hostIndex } = calibration;
        const cpuSlowdown = lighthouse.slowdownFor(hostIndex, low.cpuIndex, low.maxSlowdown);
        const page = { origin, path, formFactor: "low-end", theme, cpuSlowdown } as const;
        pages.push(await lighthouse.measurePage(page, low.runs));
      }
    }
    const tapSlowdown = lighthouse.slowdownFor(
      calibration.hostIndex,
      low.cpuIndex,
      low.maxSlowdown,
    );
    taps = await measureTaps(origin, tapSlowdown, low.tapRuns);
    // Runs the host slowed say nothing about the pages: taken again once all runs say its speed.
    const phones = () => pages.filter((p) => p.formFactor !== "desktop");
    const floor = lighthouse.slowRunFloor(phones(), lh.minCpuIndexOfMedian);
    const slowed = phones().flatMap((p) => p.runs.filter((run) => run.benchmarkIndex < floor));
    if (slowed.length) {
      log(`${slowed.length} run(s) below CPU index ${Math.round(floor)}: taking them again`);
      const replaced = await lighthouse.retakeSlowRuns(phones(), floor);
      log(`${replaced} of ${slowed.length} replaced by fair runs`);
    }
    lighthouse.saveReports(pages, join(BUILD_DIR, "lighthouse"));
    const light = mobile().filter((p) => p.theme === "light");
    bytes = await Promise.all(light.map(lighthouse.pageBytes));
  }
  if ("binary" in nginxFound) {
    // nginx serves each kept page's HTML exactly as our server sends it to a visitor.
    const kept = [...new Set(targets("").flatMap((t) => (t.kept ? [t.path] : [])))];
    const html = kept.map(async (path) => [path, (await rawRequest(origin + path)).body]);
    const portfolio = await rawRequest(`${origin}/api/portfolio`, { method: "POST" });
    const files = Object.fromEntries([...(await Promise.all(html)), [API_FILE, portfolio.body]]);
    nginx = await startNginx(nginxFound.binary, join(BUILD_DIR, "client"), files);
    log(`${nginxFound.version} on ${nginx.origin}`);
  } else log(`nginx comparison skipped: ${nginxSkipped}`);
  const email = `bench+${Date.now()}@example.com`;
  loadRows = await runLoad(origin, nginx?.origin ?? null, targets(email));
  // Counting analytics on and off, side by side: its cost has a budget (docs/analytics.md).
  counting = await countingOnAndOff(3);
} finally {
  await nginx?.stop();
  await server.stop();
}

if (loadOnly) {
  const tables = `${loadTable(loadRows)}\n\n${counting ? countingTable(counting) : ""}`;
  console.log(`\nLoad only (no report written):\n\n${await formatMarkdown(tables)}`);
  process.exit(0);
}
const measured = {
  pages,
  bytes,
  taps,
  load: loadRows,
  counting,
  nginxSkipped,
  pageFaultMicros: faultMicros,
};
const checks = checkBudgets(budgets, measured);
const chromium = String(spawnSync(lighthouse.CHROME_PATH, ["--version"]).stdout).trim();
const typical = pages.map((page) => lighthouse.summary(page).typical).find(Boolean);
const nginxVersion = "version" in nginxFound ? nginxFound.version : "no nginx";
const minutes = Math.round((Date.now() - started) / 60_000);
await writeReport({
  generatedAt: new Date().toISOString(),
  minutes,
  machine: {
    cpus: `${cpus().length} × ${cpus()[0]?.model.trim()}`,
    versions: `Node ${process.version}, ${chromium}, Lighthouse ${typical?.lhr.lighthouseVersion}, ${nginxVersion}`,
    cpuCalibration: calibration,
    loadAverage: Math.max(0, ...mobile().flatMap((p) => p.machine.map((m) => m.loadAverage))),
    otherWork: Math.max(0, ...mobile().flatMap((p) => p.machine.map((m) => m.otherWork ?? 0))),
  },
  ...measured,
  budgets: checks,
});
const tables = [
  `Lighthouse mobile (median of runs)\n\n${lighthouseTable(pages, "mobile")}`,
  `Lighthouse on a low-end phone (median of runs)\n\n${lighthouseTable(pages, "low-end")}`,
  `Lighthouse desktop (median of runs)\n\n${lighthouseTable(pages, "desktop")}`,
  `Budgets (bench/budgets.json)\n\n${budgetTable(checks)}`,
];
console.log(await formatMarkdown(tables.join("\n\n")));
const missed = checks.filter((c) => !c.met);
console.log(`\nWrote bench/report.md and bench/report.json in ${minutes} min.`);
for (const c of missed) console.log(`  ✗ ${c.budget}: ${c.measured} (limit ${c.limit})`);
console.log(missed.length ? `\n${missed.length} budget(s) missed.` : "\nAll budgets met.");
process.exitCode = missed.length ? 1 : 0;
