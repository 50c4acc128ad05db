import { personRules } from "../../../app/forms/admin/people-forms.ts";
import { parseFields } from "../../../app/forms/field-errors.ts";
import type { PeopleConsole, PeopleKind, PersonErrors } from "../../../app/lib/admin/people.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import type { AuditAction } from "../audit/audit-log.ts";
import { audited } from "../audited.ts";
import type { ConsoleSession } from "../console-session.ts";
import { storeCoverImage } from "../publishing/cover-upload.ts";
import { requireRole } from "../require-role.ts";
import { emptyPersonFields } from "../../../app/lib/admin/people.ts";
import {
  listPeople,
  loadPerson,
  nextPosition,
  PEOPLE_TAGS,
  storePerson,
} from "./people-queries.ts";

const AUDIT: Record<PeopleKind, AuditAction> = {
  testimonial: "testimonial-saved",
  member: "member-saved",
  partner: "partner-saved",
};

/**
 * The testimonials, team members and partner logos of the console for one
 * request: owners and editors list and edit them; every save is checked by
 * the kind's rules, audited, and drops the public pages that show the kind
 * from the render cache (on every instance).
 */
export function peopleConsole(
  database: DatabaseHandle,
  session: ConsoleSession,
  options: {
    /** Where uploaded images are kept (MEDIA_DIR). */
    mediaDir: string;
    /** Called after a save, with the tags of the public pages it changes (server/http/render-cache.ts). */
    onChange?: (tags: string[]) => void;
  },
): PeopleConsole {
  return requireRole<PeopleConsole>(session, "editor", {
    list: (_me, kind) => listPeople(database.db, kind),
    item: (_me, kind, id) => loadPerson(database.db, kind, id),
    blank: async (_me, kind) => ({
      id: null,
      kind,
      version: 0,
      fields: { ...emptyPersonFields, position: String(await nextPosition(database.db, kind)) },
    }),

    async save(me, kind, id, version, fields) {
      const checked = parseFields(personRules(kind), fields);
      if (!checked.ok)
        return { ok: false, kind: "invalid", errors: checked.errors as PersonErrors };
      const values = checked.data;
      const result = await audited(
        database,
        { actor: me.email, ip: session.ip },
        (trx) => storePerson(trx, kind, id, version, values),
        (stored) =>
          stored.ok
            ? {
                action: AUDIT[kind],
                target: `${kind}:${stored.id}`,
                detail: [
                  values.name,
                  id === null ? "new" : null,
                  values.visible ? null : "hidden",
                  values.position === null ? null : `order ${values.position}`,
                ]
                  .filter(Boolean)
                  .join(", "),
              }
            : null,
      );
      if (result.ok) options.onChange?.([PEOPLE_TAGS[kind]]);
      return result;
    },

    uploadImage: (me, bytes, name) =>
      storeCoverImage(database, { bytes, name, mediaDir: options.mediaDir, uploadedBy: me.email }),
  });
}
