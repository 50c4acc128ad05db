import { EnquiryLedger, type Sent } from "../../tests/support/enquiry-ledger.ts";
import { KEPT_PAGE } from "./load.ts";

/**
 * Visitors at a steady rate while a fault is injected (docs/scale.md): every
 * fourth request an enquiry (kept in the current ledger, with an idempotency
 * key as the site's form sends it), the others a kept post, a kept
 * page and a live search. Each answer is recorded with its time, so a fault's
 * failed requests and its recovery can be read off afterwards.
 */
export interface Answer {
  at: number;
  ok: boolean;
  what: string;
  status: number;
}

export class SteadyLoad {
  readonly answers: Answer[] = [];
  ledger = new EnquiryLedger({ mail: true });
  private running = false;
  private loop: Promise<void> | null = null;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly base: string,
    private readonly perSecond = 40,
  ) {}

  start() {
    this.running = true;
    this.loop = (async () => {
      for (let i = 0; this.running; i++) {
        const request = this.request(i);
        this.inFlight.add(request);
        void request.finally(() => this.inFlight.delete(request));
        await new Promise((r) => setTimeout(r, 1000 / this.perSecond));
      }
    })();
  }

  async stop() {
    this.running = false;
    await this.loop;
    await Promise.all(this.inFlight);
  }

  /** Resolves once the requests under way now are answered. */
  async drain() {
    await Promise.all([...this.inFlight]);
  }

  /** Failed answers from `since` on. */
  failuresSince(since: number): Answer[] {
    return this.answers.filter((a) => a.at >= since && !a.ok);
  }

  /** Sends the enquiries of `ledger` that got no 201 again, with their key, as a visitor resubmitting would. */
  async resubmitFailed(ledger: EnquiryLedger): Promise<Sent[]> {
    const failed = ledger.sent.filter((s) => s.status !== 201);
    for (const entry of failed) await ledger.retry(this.base, entry);
    return failed;
  }

  private async request(i: number): Promise<void> {
    if (i % 4 === 3) {
      const sent = await this.ledger.submit(this.base, { timeoutMs: 15_000 });
      this.record("enquiry", sent.status);
      return;
    }
    const path = [KEPT_PAGE, "/about", `/blog?q=website&n=${i}`][i % 4]!;
    try {
      const response = await fetch(this.base + path, { signal: AbortSignal.timeout(15_000) });
      await response.arrayBuffer();
      this.record(path, response.status);
    } catch {
      this.record(path, 0);
    }
  }

  private record(what: string, status: number) {
    this.answers.push({ at: Date.now(), ok: status >= 200 && status < 400, what, status });
  }
}
