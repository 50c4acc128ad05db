// The part of autocannon's programmatic API the bench uses (the package ships no types).
declare module "autocannon" {
  type Histogram = { average: number; p50: number; p90: number; p99: number };
  type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  export default function autocannon(options: Record<string, unknown>): Promise<Result>;
}
