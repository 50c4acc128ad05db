import { SUBSCRIBER_STATUSES } from "../../lib/admin/statuses.ts";
import { z } from "../../forms/zod-setup.ts";
import { listFilterForm } from "../../forms/admin/list-filter-form.ts";
import { text } from "../../forms/admin/text-field.ts";

/** The subscriber list's filter, read like the inbox's. */
export const subscriberFilterForm = listFilterForm.extend({
  status: z.enum(SUBSCRIBER_STATUSES).nullable().catch(null),
});

/** 'Remove' on /admin/subscribers, after its confirmation step. */
export const subscribersForms = { remove: z.object({ id: text() }) };
