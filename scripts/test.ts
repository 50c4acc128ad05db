import { spawnSync } from "node:child_process";

/**
 * `npm test`: the build, then Vitest, then Playwright, each timed, stopping at the first
 * that fails. The times are printed at the end, so a slow part is seen on every run, not
 * only in CI (the budgets and the latest figures are in docs/testing.md).
 */
const parts: { name: string; command: string; args: string[] }[] = [
  { name: "build", command: "npm", args: ["run", "build"] },
  { name: "vitest", command: "npx", args: ["vitest", "run"] },
  { name: "playwright", command: "npx", args: ["playwright", "test"] },
];

const times: string[] = [];
const started = performance.now();
let status = 0;
for (const part of parts) {
  const start = performance.now();
  const result = spawnSync(part.command, part.args, { stdio: "inherit" });
  status = result.status ?? 1;
  times.push(
    `${part.name} ${seconds(performance.now() - start)}${status === 0 ? "" : " (failed)"}`,
  );
  if (status !== 0) break;
}
times.push(`total ${seconds(performance.now() - started)}`);
process.stdout.write(`\nnpm test: ${times.join(" · ")}\n`);
process.exit(status);

function seconds(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 120 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}
