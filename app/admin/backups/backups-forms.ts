import { z } from "../../forms/zod-setup.ts";

/** 'Back up now' on /admin/backups (owners): no field; who asked is the session's owner. */
export const backUpNowForm = z.object({});
