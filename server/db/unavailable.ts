/**
 * Whether a database error means "unavailable, try again shortly" (the
 * connection was lost or refused, the server is shutting down or restarting,
 * a statement ran past its time limit, another process holds a lock) rather
 * than a fault in the query or the data, which is a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    // PostgreSQL SQLSTATE: 08 connection exception, 57P0x shutdown/restart,
    // 57014 cancelled (statement_timeout), 53 insufficient resources,
    // 40001/40P01 serialization failure/deadlock (safe to retry).
    if (/^(08|53)/.test(code) || /^57P0[1-4]$/.test(code)) return true;
    if (code === "57014" || code === "40001" || code === "40P01") return true;
    // SQLite: another connection holds the lock; the disk or file failed.
    if (/^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|PROTOCOL)/.test(code)) return true;
    // The network between the app and the database.
    if (
      /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)$/.test(
        code,
      )
    )
      return true;
  }
  // pg and Kysely report these without a code.
  return /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|connection is not open|driver has already been destroyed|Cannot use a pool after calling end/i.test(
    error.message,
  );
}
