import { Form, Link, useNavigation } from "react-router";
import { mediaCopy as copy } from "~/content/admin/media";
import { ALT_MAX } from "~/forms/admin/media-forms";
import { formatBytes, type MediaItem, type MediaUse } from "~/lib/admin/media";
import { describedBy, FormField } from "./form-field";
import { adminStyles } from "./styles";

/** What a refused form of the library says, at the image it was for. */
export interface MediaRefusal {
  intent: string;
  id: string | null;
  errors: Record<string, string | undefined>;
  message: string | null;
  values: Record<string, string>;
  uses: MediaUse[];
}

/** Where an image is used: each place a link to its editor, with the field. */
export function UsedBy({ uses, id }: { uses: MediaUse[]; id?: string }) {
  if (uses.length === 0) return <p className="text-sm text-ink-600">{copy.card.unused}</p>;
  return (
    <ul id={id} className="grid gap-1 text-sm">
      {uses.map((use) => (
        <li key={`${use.href} ${use.field}`} className="text-ink-700">
          <span className="text-ink-600">{copy.useKinds[use.kind]}: </span>
          <Link to={use.href} className={adminStyles.link}>
            {use.label}
          </Link>
          <span className="text-ink-600"> ({use.field})</span>
        </li>
      ))}
    </ul>
  );
}

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

/** "1.2 MB · 1200 × 800 px · image/jpeg". */
export function sizeLine(item: MediaItem): string {
  return `${formatBytes(item.bytes)} · ${copy.card.dimensions(item.width, item.height)} · ${item.mime}`;
}

const FILE_INPUT = `${adminStyles.input} file:mr-3 file:rounded-lg file:border-0 file:bg-brand-100 file:px-3 file:py-1.5 file:font-semibold file:text-brand-700`;

/** A file field taking the images the pipeline reads (server/media/process-image.ts), with its message and hint. */
export function ImageFileField({
  id,
  name,
  label,
  hint,
  error,
  multiple = false,
  required = false,
  onChoose,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  multiple?: boolean;
  required?: boolean;
  /** With JavaScript: the file chosen (null when cleared), for a preview. */
  onChoose?: (file: File | null) => void;
}) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        name={name}
        type="file"
        multiple={multiple}
        required={required}
        accept="image/jpeg,image/png,image/webp,image/avif"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        onChange={onChoose && ((event) => onChoose(event.currentTarget.files?.[0] ?? null))}
        className={FILE_INPUT}
      />
    </FormField>
  );
}
