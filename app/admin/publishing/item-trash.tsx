import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { Form, Link } from "react-router";
import { trashCopy as copy } from "./trash-words";
import type { ItemKind } from "./editorial";
import { purgeDate } from "./trash";
import { DateTime } from "~/components/admin/date-time";
import { adminStyles } from "~/components/admin/styles";

const Restore = lucideIcon(lucide.RotateCcw);
const Trash = lucideIcon(lucide.Trash2);

const listOf = (kind: ItemKind) => (kind === "project" ? "/admin/projects" : "/admin/posts");

/**
 * The editor's trash form: 'Move to trash' or 'Restore', a real
 * POST to the list's action. It stands apart from the editor's own form,
 * which cannot hold another; its button, in the side panel, names it by `formId`.
 */
export function TrashForm({
  kind,
  id,
  intent,
  formId,
}: {
  kind: ItemKind;
  id: number;
  intent: "trash" | "restore";
  formId: string;
}) {
  return (
    <Form id={formId} method="post" action={listOf(kind)}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
    </Form>
  );
}

/** 'Move to trash' in the editor's side panel, submitting the TrashForm `formId`. */
export function MoveToTrashButton({
  kind,
  formId,
  disabled,
}: {
  kind: ItemKind;
  formId: string;
  disabled: boolean;
}) {
  return (
    <div className="grid gap-2 border-t border-ink-100 pt-4">
      <button
        type="submit"
        form={formId}
        disabled={disabled}
        aria-describedby={`${formId}-hint`}
        className={adminStyles.dangerButton}
      >
        <Trash aria-hidden="true" className="size-4" />
        {copy.moveToTrash}
      </button>
      <p id={`${formId}-hint`} className="text-xs text-ink-600">
        {copy.moveHint(kind)}
      </p>
    </div>
  );
}

/** The editor's side panel for an item in the trash: since when, until when, and 'Restore'. */
export function TrashedPanel({
  kind,
  trashedAt,
  formId,
  disabled,
}: {
  kind: ItemKind;
  trashedAt: string;
  formId: string;
  disabled: boolean;
}) {
  return (
    <div className="grid gap-3 rounded-xl bg-rose-50 p-4 ring-1 ring-rose-200">
      <h2 className="text-base font-bold text-ink-900">{copy.editor.heading}</h2>
      <p className="text-sm text-ink-700">{copy.editor.text(kind)}</p>
      <p className="text-sm text-ink-700">
        {copy.editor.purge} <DateTime value={purgeDate(trashedAt)} />
      </p>
      <button type="submit" form={formId} disabled={disabled} className={adminStyles.primaryButton}>
        <Restore aria-hidden="true" className="size-4" />
        {copy.restore}
      </button>
    </div>
  );
}

/** A 'Restore' button of its own form: each item of the trash, and the notice after 'Move to trash'. */
export function RestoreButton({ kind, id, title }: { kind: ItemKind; id: number; title: string }) {
  return (
    <Form method="post" action={listOf(kind)}>
      <input type="hidden" name="intent" value="restore" />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        aria-label={copy.restoreLabel(title)}
        className={`${adminStyles.secondaryButton} min-h-10 px-4 py-1.5`}
      >
        <Restore aria-hidden="true" className="size-4" />
        {copy.restore}
      </button>
    </Form>
  );
}

export type ListNotice = {
  done: "trashed" | "restored" | "missing" | "redirected" | "already-trashed" | "already-restored";
  id: number | null;
  title: string | null;
  /** The item's public address, for the refusal of a restore it would be hidden at. */
  path: string | null;
};

/** What the list says after 'Move to trash' or 'Restore'; after the first, with 'Restore' to undo it. */
export function TrashNotice({ kind, notice }: { kind: ItemKind; notice: ListNotice }) {
  const { done, id, title, path } = notice;
  if ((done === "trashed" || done === "restored") && id !== null && title !== null) {
    return (
      <div
        role="status"
        className={`${adminStyles.success} flex flex-wrap items-center justify-between gap-3`}
      >
        <p>
          {done === "trashed" ? copy.notices.trashed(title) : copy.notices.restored(title)}{" "}
          {done === "restored" && (
            <Link to={`${listOf(kind)}/${id}`} className={adminStyles.link}>
              {copy.notices.open}
            </Link>
          )}
        </p>
        {done === "trashed" && <RestoreButton kind={kind} id={id} title={title} />}
      </div>
    );
  }
  if (done === "redirected" && title !== null && path !== null) {
    return (
      <p role="status" className={adminStyles.error}>
        {copy.notices.redirected(title, path)}{" "}
        <Link to="/admin/redirects" className={adminStyles.link}>
          {copy.notices.openRedirects}
        </Link>
      </p>
    );
  }
  const text =
    done === "trashed" || done === "restored" || done === "missing" || done === "redirected"
      ? copy.notices.missing
      : copy.notices[done];
  return (
    <p role="status" className={adminStyles.error}>
      {text}
    </p>
  );
}
