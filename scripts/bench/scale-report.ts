import { writeFileSync } from "node:fs";
import type { Measurement } from "./load.ts";
import { formatMarkdown, table } from "./report.ts";
import { TARGETS, type ScaleReport } from "./scale.ts";

/** docs/scale.md and bench/scale.json from a run of `npm run bench -- --cluster`. */
export async function writeScaleReport(report: ScaleReport) {
  writeFileSync("bench/scale.json", `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync("docs/scale.md", await formatMarkdown(toMarkdown(report), "docs/scale.md"));
}

const rps = (m: Measurement) => Math.round(m.rps).toLocaleString("en-US");
const latency = (m: Measurement) => `${m.p50Ms} / ${m.p99Ms} ms`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const cores = (n: number | undefined) => (n === undefined ? "–" : n.toFixed(2));
const ROLES = ["instances", "nginx", "PostgreSQL", "Redis", "load generator"] as const;
const LABELS = { cached: "cached page", live: "live page", enquiries: "enquiries" } as const;

/** Where autocannon (one thread) kept a core busy, it was the limit, not the cluster. */
function generatorBound(r: ScaleReport): string {
  const bound = TARGETS.filter((key) =>
    r.rows.some((row) => (row.cpu?.[key]?.["load generator"] ?? 0) >= 0.75),
  );
  if (!bound.length) return "";
  return (
    `For the ${bound.map((key) => LABELS[key]).join(" and ")} the load generator itself, one ` +
    "thread, used most of a core: that figure is what one client process can ask for, a floor " +
    "of what the cluster can serve, which is why it does not grow with instances. "
  );
}

/** A sentence on how busy the machine was at its busiest measurement. */
function busiest(r: ScaleReport): string {
  let top: { instances: number; key: keyof typeof LABELS; cpu: Record<string, number> } | null =
    null;
  for (const row of r.rows) {
    for (const key of TARGETS) {
      const cpu = row.cpu?.[key];
      if (cpu?.machine !== undefined && (!top || cpu.machine > top.cpu.machine!))
        top = { instances: row.instances, key, cpu };
    }
  }
  if (!top) return "";
  return (
    `At its busiest (${top.instances} instance(s), ${LABELS[top.key]}) the machine was ` +
    `${top.cpu.machine!.toFixed(2)} cores busy of ${r.machine.cpus}: the instances ` +
    `${cores(top.cpu.instances)}, nginx ${cores(top.cpu.nginx)}, the load generator ` +
    `${cores(top.cpu["load generator"])}.`
  );
}

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
      "instance, PostgreSQL, Redis and the load generator share them (the table below says how). " +
      `Against one instance, two give ${gain(2, "cached")} the cached pages, ${gain(2, "live")} ` +
      `the live pages and ${gain(2, "enquiries")} the enquiries; four give ${gain(4, "cached")}, ` +
      `${gain(4, "live")} and ${gain(4, "enquiries")}. ${busiest(r)} ${generatorBound(r)}One instance's JavaScript ` +
      "runs on one core; once the machine's cores are all busy, more instances only take turns on " +
      "them. On machines of their own, instances add what one does on its core, until PostgreSQL " +
      "is the limit.",
    "### Where the CPU went",
    `Cores used during each measurement (warm-up included), of the machine's ${machine.cpus}; ` +
      "from /proc (scripts/bench/cpu.ts). The load generator is autocannon in the bench's process.",
    table(
      ["Instances", "Load", ...ROLES, "Whole machine"],
      r.rows.flatMap((row) =>
        TARGETS.map((key) => [
          String(row.instances),
          LABELS[key],
          ...ROLES.map((role) => cores(row.cpu?.[key]?.[role])),
          cores(row.cpu?.[key]?.machine),
        ]),
      ),
    ),
    "## From Publish to a second instance",
    sorted.length
      ? `An editor publishes a post through nginx (a change of title) while both instances had ` +
        `kept its page; the instance that did not take the publish is asked directly until it ` +
        `serves the new title. ${sorted.length} publishes: ${sorted.map((ms) => `${ms} ms`).join(", ")} ` +
        `(median ${sorted[Math.floor(sorted.length / 2)]} ms; the budget is one second).`
      : "Not measured.",
    "## Faults under load",
    "Two instances, with visitors at 40 requests a second throughout: every fourth an enquiry " +
      "(with the idempotency key the site's form sends), the others a kept post, a kept " +
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
      "enquiries (the outbox's claim in the database keeps each one single across instances)" +
      r.mails.delayed
        .map(
          (d) =>
            `; one, claimed by the instance killed before it could send it (${d.fault}), was sent ` +
            `by the other once the claim expired (the outbox's two-minute lease), ${d.afterSeconds} s after the faults ended`,
        )
        .join("") +
      (r.mails.miscounted.length
        ? `; not exactly once: ${r.mails.miscounted.map((m) => `outbox row ${m.outboxId} ×${m.copies} (${m.fault}; ${m.row})`).join(", ")}.`
        : "."),
    "## Verdict",
    r.problems.length
      ? `**${r.problems.length} problem(s):**\n\n${r.problems.map((p) => `- ${p}`).join("\n")}`
      : "No acknowledged enquiry lost, none stored twice, one e-mail each, no failed request in " +
        "the rolling restart, and every publish served by the second instance within a second.",
  ].join("\n\n");
}
