import { join } from "node:path";
import { pageFaultMicros } from "./host.ts";
import { loadBudgets } from "./budgets.ts";
import { measureTaps } from "./interaction.ts";
import { calibrateMobileCpu, findings, measurePage, pageBytes } from "./lighthouse.ts";
import { saveReports, slowdownFor, summary } from "./lighthouse.ts";
import type { PageResult } from "./lighthouse.ts";
import { BUILD_DIR, buildSite, log, startServer } from "./site.ts";

// `npm run bench:probe -- [--build] [--desktop | --low-end [--taps]] [--dark] [--runs N] / …`: a
// quick look while working on speed, over build-bench/ (docs/performance.md). Lighthouse once per
// page unless told, mobile at its own 4×, or as a low-end phone (the host calibrated first, as the
// bench does; `--taps` then times the first tap on each control instead); prints what the runs
// found and keeps the typical run's Lighthouse result in build-bench/probe/. Checks no budget:
// `npm run bench` does.
const args = process.argv.slice(2);
const runs = args.includes("--runs") ? Number(args[args.indexOf("--runs") + 1]) : 1;
const paths = args.filter((a, i) => a.startsWith("/") && args[i - 1] !== "--runs");
const formFactor = args.includes("--desktop")
  ? "desktop"
  : args.includes("--low-end")
    ? "low-end"
    : "mobile";
const theme = args.includes("--dark") ? "dark" : "light";
const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;

if (args.includes("--build")) log(`Built ${BUILD_DIR} in ${Math.round(buildSite())} s`);
// Above the bench's limit (bench/budgets.json), TBT measures the host (decision 044).
log(`Page faults: ${pageFaultMicros().toFixed(1)} µs each`);
const server = await startServer();
const { origin } = server;
const results: PageResult[] = [];
try {
  let cpuSlowdown = 4;
  if (formFactor === "low-end") {
    const { cpuIndex, maxSlowdown } = loadBudgets().lowEndPhone;
    const { hostIndex } = await calibrateMobileCpu(
      origin,
      loadBudgets().lighthouseMobile.referenceCpuIndex,
    );
    cpuSlowdown = slowdownFor(hostIndex, cpuIndex, maxSlowdown);
    log(
      `Host index ${Math.round(hostIndex)}: ${cpuSlowdown}× makes it a phone of index ${cpuIndex}`,
    );
  }
  if (args.includes("--taps")) {
    await measureTaps(origin, cpuSlowdown, runs);
    paths.length = 0;
  }
  for (const path of paths.length || args.includes("--taps") ? paths : ["/"]) {
    const page = await measurePage({ origin, path, formFactor, theme, cpuSlowdown }, runs);
    results.push(page);
    const run = summary(page).typical;
    if (!run) continue;
    const { lcpElement, lcpPhases, longTasks, shifts, failed } = findings(run);
    const bytes = await pageBytes(page);
    log(`  LCP element ${lcpElement}: ${lcpPhases}`);
    log(
      `  FCP ${Math.round(run.fcpMs)} ms, SI ${Math.round(run.speedIndexMs)} ms, CPU index ${run.benchmarkIndex}`,
    );
    for (const task of longTasks) log(`  long task ${task}`);
    for (const shift of shifts) log(`  shift ${shift}`);
    for (const a of failed)
      log(`  ${a.category} ${a.id}: ${a.displayValue} ${a.items.join(" | ")}`);
    const css = `CSS ${kB(bytes.cssGzipBytes)}, weight ${kB(bytes.totalBytes)}`;
    log(`  JS ${kB(bytes.jsGzipBytes)} in ${bytes.scripts.length} files, ${css}`);
    for (const script of bytes.scripts)
      log(`    ${kB(script.gzipBytes).padStart(8)} ${script.url}`);
  }
  saveReports(results, join(BUILD_DIR, "probe"));
} finally {
  await server.stop();
}
