import { Form, useNavigation } from "react-router";
import { describedBy } from "~/components/admin/form-field";
import { adminStyles } from "~/components/admin/styles";
import { mediaCopy as copy } from "~/content/admin/media";
import { ALT_MAX } from "~/forms/admin/media-forms";
import type { MediaItem } from "~/lib/admin/media";
import type { MediaRefusal } from "./media-refusal";

/** An image's 'Alt text' and 'Save'. */
export function AltForm({ item, refusal }: { item: MediaItem; refusal: MediaRefusal | null }) {
  const busy = useNavigation().state !== "idle";
  const mine = refusal?.intent === "alt" && refusal.id === item.id ? refusal : null;
  const id = `alt-${item.id}`;
  const error = mine?.errors.alt;
  return (
    <Form method="post" className="grid gap-2">
      <input type="hidden" name="intent" value="alt" />
      <input type="hidden" name="id" value={item.id} />
      <label htmlFor={id} className={adminStyles.label}>
        {copy.alt.label}
      </label>
      <textarea
        id={id}
        name="alt"
        rows={2}
        maxLength={ALT_MAX}
        defaultValue={mine?.values.alt ?? item.alt}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint: copy.alt.hint })}
        className={`${adminStyles.input} text-sm`}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className="sr-only">
        {copy.alt.hint}
      </p>
      <button
        type="submit"
        disabled={busy}
        className={`${adminStyles.secondaryButton} justify-self-start`}
      >
        {copy.alt.save}
      </button>
    </Form>
  );
}
