import type { Redis } from "ioredis";
import type { DatabaseHandle } from "../db/connection.ts";

const CHECK_TIMEOUT_MS = 2000;

export type DependencyState = { up: true } | { up: false; error: unknown };

export interface DependencyStates {
  /** Without it the site cannot serve: /readyz answers 503. */
  database: DependencyState;
  /**
   * Null when REDIS_URL is unset. Without it the site still serves, degraded:
   * rate and sign-in limits count in the process, captcha tokens are not
   * checked for reuse, and the render cache of other instances is not told of
   * changes.
   */
  redis: DependencyState | null;
}

/**
 * Asks the services this process uses whether they answer now, each within
 * two seconds and side by side. /readyz and /metrics both ask here, so a load
 * balancer and Prometheus are told the same thing.
 */
export function dependencyChecks({
  database,
  redis,
}: {
  database: DatabaseHandle;
  redis: Redis | null;
}): () => Promise<DependencyStates> {
  return async () => {
    const [databaseState, redisState] = await Promise.all([
      answers(database.ping()),
      // Commands fail at once while the connection is down (no offline queue).
      redis ? answers(redis.ping()) : null,
    ]);
    return { database: databaseState, redis: redisState };
  };
}

async function answers(check: Promise<unknown>): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([check, timeout]);
    return { up: true };
  } catch (error) {
    return { up: false, error };
  } finally {
    clearTimeout(timer);
  }
}
