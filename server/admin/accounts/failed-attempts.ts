import type { DatabaseHandle } from "../../db/connection.ts";
import { noteAudit } from "../audited.ts";
import type { SignInLimits } from "./sign-in-limits.ts";

/** The audit actions a refused password or code is recorded as. */
export type AttemptAction = "sign-in-failed" | "sign-in-code-failed";

/**
 * The minutes an account (and address) must wait before trying a password
 * or a code again, after auditing the refusal; 0 when it may try now. Wrong
 * passwords and wrong codes share one count.
 */
export async function refusedForNow(
  database: DatabaseHandle,
  limits: SignInLimits,
  { email, ip, action }: { email: string; ip: string; action: AttemptAction },
): Promise<number> {
  const wait = await limits.blockedFor(ip, email);
  if (wait === 0) return 0;
  await noteAudit(
    database,
    { actor: email || null, ip },
    { action, detail: "refused: too many failed attempts" },
  );
  return wait;
}
