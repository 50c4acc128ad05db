/**
 * How an export's audit entry names the filter it exported: "status new,
 * search "acme"", or "all statuses". The inbox and the subscriber list say it
 * alike.
 */
export function describeFilter(filter: { q: string; status: string | null }): string {
  return [
    filter.status ? `status ${filter.status}` : "all statuses",
    filter.q.trim() ? `search "${filter.q.trim()}"` : null,
  ]
    .filter(Boolean)
    .join(", ");
}
