import { Form, useNavigation } from "react-router";
import { adminStyles } from "~/components/admin/styles";
import { mediaCopy as copy } from "~/content/admin/media";
import type { MediaItem } from "~/lib/admin/media";
import { UsedBy } from "./image-uses";
import type { MediaRefusal } from "./media-refusal";

/** 'Delete': refused by the server while anything uses the image (the page then says where). */
export function DeleteForm({ item }: { item: MediaItem }) {
  const busy = useNavigation().state !== "idle";
  const hintId = `delete-${item.id}-hint`;
  return (
    <Form method="post" className="grid min-w-0 gap-1">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={item.id} />
      <button
        type="submit"
        disabled={busy}
        aria-describedby={item.uses.length > 0 ? hintId : undefined}
        className={`${adminStyles.dangerButton} justify-self-start`}
      >
        {copy.delete.button}
      </button>
      {item.uses.length > 0 && (
        <p id={hintId} className="text-xs text-ink-600">
          {copy.delete.usedHint}
        </p>
      )}
    </Form>
  );
}

/** A refused 'Delete': the sentence, and where the image is used. */
export function DeleteRefused({ refusal, id }: { refusal: MediaRefusal | null; id: string }) {
  if (refusal?.intent !== "delete" || refusal.id !== id) return null;
  return (
    <div role="alert" className={`${adminStyles.error} grid gap-2`}>
      <p>{refusal.message}</p>
      <UsedBy uses={refusal.uses} />
    </div>
  );
}
