import { planRules } from "../../../app/forms/admin/pricing-forms.ts";
import { parseFields } from "../../../app/forms/field-errors.ts";
import {
  emptyPlanFields,
  type PlanErrors,
  type PricingConsole,
} from "../../../app/lib/admin/pricing.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { audited } from "../audited.ts";
import type { ConsoleSession } from "../console-session.ts";
import { requireRole } from "../require-role.ts";
import {
  listPlans,
  loadPlan,
  nextPlanPosition,
  PRICING_TAG,
  storePlan,
} from "./pricing-queries.ts";

/**
 * The pricing plans of the console for one request: owners and editors list
 * and edit them; every save is checked by the rules, audited (plan-saved),
 * and drops the public pages that show the plans from the render cache (on
 * every instance).
 */
export function pricingConsole(
  database: DatabaseHandle,
  session: ConsoleSession,
  options: {
    /** Called after a save, with the tags of the public pages it changes (server/http/render-cache.ts). */
    onChange?: (tags: string[]) => void;
  },
): PricingConsole {
  return requireRole<PricingConsole>(session, "editor", {
    list: () => listPlans(database.db),
    item: (_me, id) => loadPlan(database.db, id),
    blank: async () => ({
      id: null,
      version: 0,
      fields: { ...emptyPlanFields, position: String(await nextPlanPosition(database.db)) },
    }),

    async save(me, id, version, fields) {
      const checked = parseFields(planRules, fields);
      if (!checked.ok) return { ok: false, kind: "invalid", errors: checked.errors as PlanErrors };
      const values = checked.data;
      const result = await audited(
        database,
        { actor: me.email, ip: session.ip },
        (trx) => storePlan(trx, id, version, values),
        (stored) =>
          stored.ok
            ? {
                action: "plan-saved",
                target: `plan:${stored.id}`,
                detail: [
                  values.title,
                  id === null ? "new" : null,
                  values.visible ? null : "hidden",
                  values.position === null ? null : `order ${values.position}`,
                ]
                  .filter(Boolean)
                  .join(", "),
              }
            : null,
      );
      if (result.ok) options.onChange?.([PRICING_TAG]);
      return result;
    },
  });
}
