import type {
  FieldDifference,
  RevisionComparison,
  RevisionEntry,
  RevisionHistory,
  RevisionKind,
  RevisionsConsole,
  RevisionSubject,
} from "../../../app/lib/admin/revisions.ts";
import type { ConsoleUser } from "../../../app/lib/admin/roles.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import type { ConsoleSession } from "../console-session.ts";
import type { SiteDocuments } from "../../content/site-content-seed.ts";
import { requireRole } from "../require-role.ts";
import { compareText, flattenValue } from "./field-diff.ts";
import { revisionSubjects, type RevisionSubjectKind } from "./revision-subjects.ts";
import { findRevision, listRevisions, revisionDates, type RevisionMeta } from "./revision-store.ts";
import { isInTrash } from "./trash-hook.ts";

/** The names of both snapshots' fields, in the editor's order, each once. */
function namesOf(subject: RevisionSubjectKind, key: string, ...snapshots: unknown[]): string[] {
  return [...new Set(snapshots.flatMap((fields) => subject.names(key, fields)))];
}

/** Whether a revision holds the item's fields as they are now. */
function sameAs(subject: RevisionSubjectKind, key: string, was: unknown, now: unknown): boolean {
  const a = flattenValue(was);
  const b = flattenValue(now);
  return namesOf(subject, key, was, now).every((name) => (a[name] ?? "") === (b[name] ?? ""));
}

/**
 * The revisions of the console for one request: each
 * editor's history, a revision compared with the item now, and 'Restore
 * this version', which saves the revision's fields through the item's own
 * save (a new revision, audited as a restore). Owners and editors, but the
 * legal pages' revisions are owners' alone (editors get 403), as the legal
 * pages are.
 */
export function revisionsConsole(
  database: DatabaseHandle,
  session: Pick<ConsoleSession, "require" | "ip">,
  options: {
    seeds: SiteDocuments;
    /** SITE_URL (a restored slug moves the redirects that led to the old one). */
    siteUrl: string;
    /** Called after a restore, with the tags of the public pages it changes. */
    onChange?: (tags: string[]) => void;
    now?: () => Date;
  },
): RevisionsConsole {
  const { db } = database;
  const subjects = revisionSubjects(database, session, options);

  /** The kind's part, once the role it needs is checked (403 for an editor on the legal pages). */
  async function subjectOf(me: ConsoleUser, kind: RevisionKind) {
    const subject = subjects[kind];
    if (subject.role === "owner" && me.role !== "owner") await session.require("owner");
    return subject;
  }

  /** The item a key names, now; null when it is not there. */
  async function itemOf(me: ConsoleUser, kind: RevisionKind, param: string) {
    const subject = await subjectOf(me, kind);
    const key = subject.key(param);
    const current = key === null ? null : await subject.current(key);
    if (key === null || !current) return null;
    const view: RevisionSubject = { kind, key, title: current.title, version: current.version };
    return { subject, key, current, view };
  }

  async function entries(
    subject: RevisionSubjectKind,
    key: string,
    revisions: RevisionMeta[],
    newestIsCurrent: boolean,
  ): Promise<RevisionEntry[]> {
    const dates = await revisionDates(
      db,
      revisions.flatMap((r) => (r.restoredFrom === null ? [] : [r.restoredFrom])),
    );
    return revisions.map((revision, index) => ({
      id: revision.id,
      createdAt: revision.createdAt,
      createdBy: revision.createdBy,
      changed: revision.changed.map((name) => subject.label(key, name)),
      restoredFrom:
        revision.restoredFrom === null
          ? null
          : { id: revision.restoredFrom, createdAt: dates.get(revision.restoredFrom) ?? null },
      current: index === 0 && newestIsCurrent,
      original:
        revision.createdBy === null &&
        revision.restoredFrom === null &&
        revision.changed.length === 0,
    }));
  }

  return requireRole<RevisionsConsole>(session, "editor", {
    async history(me, kind, param): Promise<RevisionHistory | null> {
      const item = await itemOf(me, kind, param);
      if (!item) return null;
      const { subject, key, current } = item;
      const revisions = await listRevisions(db, kind, key);
      const newest = revisions[0] && (await findRevision(db, kind, key, revisions[0].id));
      const newestIsCurrent = Boolean(
        newest && sameAs(subject, key, newest.fields, current.fields),
      );
      return {
        subject: item.view,
        revisions: await entries(subject, key, revisions, newestIsCurrent),
      };
    },

    async compare(me, kind, param, id): Promise<RevisionComparison | null> {
      const item = await itemOf(me, kind, param);
      if (!item) return null;
      const { subject, key, current } = item;
      const revision = await findRevision(db, kind, key, id);
      if (!revision) return null;
      const was = flattenValue(revision.fields);
      const now = flattenValue(current.fields);
      const differences: FieldDifference[] = [];
      const same: string[] = [];
      for (const name of namesOf(subject, key, revision.fields, current.fields)) {
        const before = was[name] ?? "";
        const after = now[name] ?? "";
        const label = subject.label(key, name);
        if (before === after) {
          same.push(label);
        } else {
          differences.push({
            name,
            label,
            ...compareText(before, after),
            revisionEmpty: before === "",
            currentEmpty: after === "",
          });
        }
      }
      const [entry] = await entries(subject, key, [revision], differences.length === 0);
      return {
        subject: item.view,
        revision: entry!,
        differences,
        same,
        keptOnRestore: subject.kept.map((name) => subject.label(key, name)),
        restorable: differences.some((difference) => !subject.kept.includes(difference.name)),
      };
    },

    async restore(me, kind, param, id, version) {
      const item = await itemOf(me, kind, param);
      if (!item) return null;
      const { subject, key } = item;
      const revision = await findRevision(db, kind, key, id);
      if (!revision) return null;
      if (await isInTrash(db, kind, key)) return { ok: false, reason: "in-trash" };
      const outcome = await subject.restore(me, key, version, revision.fields, {
        id: revision.id,
        createdAt: revision.createdAt,
        createdBy: revision.createdBy,
      });
      if (!outcome) return null;
      if (!outcome.ok) return outcome;
      const [newest] = await listRevisions(db, kind, key);
      return { ok: true, revision: newest!.id };
    },
  });
}
