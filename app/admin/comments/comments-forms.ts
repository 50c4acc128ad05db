import { COMMENT_DECISIONS } from "../../lib/admin/statuses.ts";
import { z } from "../../forms/zod-setup.ts";
import { text } from "../../forms/admin/text-field.ts";

/** A moderator's button on /admin/comments: which comment, and what to do with it. */
export const moderationForm = z.object({ id: text(), decision: z.enum(COMMENT_DECISIONS) });
