import { pageBytes } from "./bytes.ts";
import { join } from "node:path";
import {
  measurePage,
  saveReports,
  type FormFactor,
  type PageResult,
  type Theme,
} from "./lighthouse.ts";
import { pageFaultMicros } from "./page-faults.ts";
import { BUILD_DIR, buildSite, startServer } from "./server.ts";

// `npm run bench:probe -- [--build] [--desktop] [--dark] [--runs N] / /contact …`: a
// quick look while working on speed. One Lighthouse run per page (mobile unless
// told) against the existing build-bench/ (its report kept in build-bench/probe/), printing the metrics, the LCP
// element and phases, long tasks, layout shifts, failed audits and the
// scripts loaded. Writes no report and checks no budget: `npm run bench` does.
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 1;
const paths = args.filter((a, i) => a.startsWith("/") && args[i - 1] !== "--runs");
const formFactor: FormFactor = flag("--desktop") ? "desktop" : "mobile";
const theme: Theme = flag("--dark") ? "dark" : "light";
const log = (line: string) => console.log(line);

if (flag("--build")) log(`Built ${BUILD_DIR} in ${Math.round(await buildSite())} s`);
// Above the bench's limit, TBT measures the host (decision 044).
log(`Page faults: ${pageFaultMicros().toFixed(1)} µs each`);
const server = await startServer();
const results: PageResult[] = [];
try {
  for (const path of paths.length ? paths : ["/"]) {
    const result = await measurePage(server.origin, path, formFactor, log, { runs, theme });
    results.push(result);
    const run = result.typical;
    if (!run) continue;
    const bytes = await pageBytes(result, server.origin);
    const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
    log(`  LCP element ${run.lcp.element}: ${run.lcp.phases}`);
    log(
      `  FCP ${Math.round(run.fcpMs)} ms, SI ${Math.round(run.speedIndexMs)} ms, CPU index ${run.benchmarkIndex}`,
    );
    for (const task of run.longTasks) log(`  long task ${task}`);
    for (const shift of run.layoutShifts) log(`  shift ${shift}`);
    for (const f of run.findings)
      log(`  ${f.category} ${f.id}: ${f.displayValue} ${f.items.slice(0, 4).join(" | ")}`);
    log(
      `  JS ${kB(bytes.jsGzipBytes)} in ${bytes.scripts.length} files, CSS ${kB(bytes.cssGzipBytes)}, weight ${kB(bytes.totalBytes)}`,
    );
    for (const s of bytes.scripts) log(`    ${kB(s.gzipBytes).padStart(8)} ${s.url}`);
  }
  saveReports(results, join(BUILD_DIR, "probe"));
} finally {
  await server.stop();
}
