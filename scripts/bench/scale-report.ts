import { writeFileSync } from "node:fs";
import type { Measurement } from "./load.ts";
import { formatMarkdown, table } from "./report.ts";
import type { ScaleReport } from "./scale.ts";

/** docs/scale.md and bench/scale.json from a run of `npm run bench -- --cluster`. */
export async function writeScaleReport(report: ScaleReport) {
  writeFileSync("bench/scale.json", `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync("docs/scale.md", await formatMarkdown(toMarkdown(report), "docs/scale.md"));
}

const rps = (m: Measurement) => Math.round(m.rps).toLocaleString("en-US");
const latency = (m: Measurement) => `${m.p50Ms} / ${m.p99Ms} ms`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function toMarkdown(r: ScaleReport): string {
  const { machine, load } = r;
  const one = r.rows.find((row) => row.instances === 1);
  const gain = (instances: number, key: "cached" | "live" | "enquiries") => {
    const row = r.rows.find((x) => x.instances === instances);
    return one && row ? `${(row[key].rps / one[key].rps).toFixed(2)}×` : "–";
  };
  const sorted = [...r.publishToSecondInstanceMs].sort((a, b) => a - b);
  return [
    "# Scale and faults report",
    `Written by \`npm run bench -- --cluster\` (scripts/bench/scale.ts) on ${r.generatedAt} in ` +
      `${Math.round(r.durationSeconds / 60)} min. Machine: ${machine.cpus} × ${machine.cpuModel}; ` +
      `1-minute load average ${machine.loadAverage.start.toFixed(1)} at the start and ` +
      `${machine.loadAverage.end.toFixed(1)} at the end. How to run it and what it does: ` +
      "[deploy/README.md](../deploy/README.md#measuring-it).",
    "Each cluster is `npm run cluster` as an operator starts it: the instances on one PostgreSQL " +
      "database and Redis, behind Debian's nginx with `deploy/nginx.conf`, all on loopback. " +
      `Load: ${load.connections} connections for ${load.durationSeconds} s after a ` +
      `${load.warmUpSeconds} s warm-up, from autocannon on the same machine.`,
    "## Throughput at 1, 2 and 4 instances",
    table(
      [
        "Instances",
        "Cached page req/s",
        "p50 / p99",
        "Live page req/s",
        "p50 / p99",
        "Enquiries/s",
        "p50 / p99",
        "Failed",
      ],
      r.rows.map((row) => [
        String(row.instances),
        rps(row.cached),
        latency(row.cached),
        rps(row.live),
        latency(row.live),
        rps(row.enquiries),
        latency(row.enquiries),
        String(
          [row.cached, row.live, row.enquiries].reduce(
            (sum, m) => sum + m.non2xx + m.errors + m.timeouts,
            0,
          ),
        ),
      ]),
    ),
    "- **Cached page**: a post's page the render cache keeps (`/blog/{slug}`), as a browser asks " +
      "for it (Brotli). **Live page**: a blog search (`/blog?q=website&n=…`), each request with a " +
      "query of its own, so every one is rendered from the database. **Enquiries**: `POST " +
      "/api/contact`, each stored in PostgreSQL with its rate limit counted in Redis (no " +
      "notification e-mail here; the fault runs send them).",
    `- **What the cores limit**: this machine has ${machine.cpus} cores, and nginx, every ` +
      "instance, PostgreSQL, Redis and the load generator share them. Against one instance, two " +
      `give ${gain(2, "cached")} the cached pages, ${gain(2, "live")} the live pages and ` +
      `${gain(2, "enquiries")} the enquiries; four give ${gain(4, "cached")}, ${gain(4, "live")} ` +
      `and ${gain(4, "enquiries")}. Beyond one instance per core there is no core left to gain, ` +
      "and more processes only take turns on the same ones; on machines of their own, instances " +
      "add what one instance does on its core, until PostgreSQL is the limit.",
    "## From Publish to a second instance",
    sorted.length
      ? `An editor publishes a post through nginx (a change of title) while both instances had ` +
        `kept its page; the instance that did not take the publish is asked directly until it ` +
        `serves the new title. ${sorted.length} publishes: ${sorted.map((ms) => `${ms} ms`).join(", ")} ` +
        `(median ${sorted[Math.floor(sorted.length / 2)]} ms; the budget is one second).`
      : "Not measured.",
    "## Faults under load",
    "Two instances, with visitors at 40 requests a second throughout: every fourth an enquiry " +
      "(with the idempotency key the site's form sends), the others a kept post, a pre-rendered " +
      "page and a live search. Each fault comes after 3 s of steady load; the window ends when " +
      "nothing has failed for 3 s. An enquiry that got no 201 is sent again with its key, as a " +
      "visitor resubmits. Enquiries are counted in the database, not from the answers.",
    table(
      [
        "Fault",
        "Requests",
        "Failed",
        "Enquiries sent / acknowledged",
        "Resubmitted",
        "Stored",
        "Lost",
        "Stored twice",
        "Recovery",
        "Note",
      ],
      r.faults.map((f) => [
        `**${f.fault}**: ${f.how}`,
        String(f.requests),
        f.failed ? `${f.failed} (${f.failedAs})` : "0",
        `${f.enquiries.sent} / ${f.enquiries.acknowledged}`,
        String(f.resubmitted),
        String(f.enquiries.stored),
        String(f.enquiries.lost),
        String(f.enquiries.duplicated),
        f.failed ? seconds(f.recoveryMs) : "none needed",
        f.note,
      ]),
    ),
    "- **Recovery**: from the fault to the last failed answer; after it every request succeeded.",
    "- **Lost**: acknowledged with 201 but not in the database. **Stored twice**: one " +
      "submission in two rows (a resubmission with the same key is answered from the first). " +
      "Every stored enquiry also has its one row in the outbox.",
    `- **E-mails**: ${r.mails.sent} notification e-mails arrived for ${r.mails.stored} stored ` +
      "enquiries (the outbox's claim in the database keeps each one single across instances).",
    "## Verdict",
    r.problems.length
      ? `**${r.problems.length} problem(s):**\n\n${r.problems.map((p) => `- ${p}`).join("\n")}`
      : "No acknowledged enquiry lost, none stored twice, one e-mail each, no failed request in " +
        "the rolling restart, and every publish served by the second instance within a second.",
  ].join("\n\n");
}
