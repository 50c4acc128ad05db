import { mediaCopy } from "~/content/admin/media";
import { markdownImage, type MediaChoice } from "~/lib/admin/media";
import { adminStyles } from "./styles";

const copy = mediaCopy.picker;

/**
 * 'Choose from library' beside an image field: a plain <select> of the
 * library's images (it works without JavaScript), posted as `name`; the
 * editor's action puts the chosen path into the field (a file uploaded with
 * the same form comes first). "Keep" leaves the field as typed.
 */
export function MediaPicker({
  id,
  name,
  choices,
  current,
  label = copy.label,
  none = copy.none,
  hint = copy.hint,
}: {
  id: string;
  name: string;
  choices: readonly MediaChoice[];
  /** The field's path now: its image is marked "(current)". */
  current?: string;
  label?: string;
  none?: string;
  hint?: string;
}) {
  return (
    <div className="grid content-start gap-2">
      <label htmlFor={id} className={adminStyles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue=""
        aria-describedby={`${id}-hint`}
        className={`${adminStyles.input} truncate`}
      >
        <option value="">{none}</option>
        {choices.map((choice) => (
          <option key={choice.src} value={choice.src}>
            {choice.label}
            {choice.src === current ? ` ${copy.current}` : ""}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-sm text-ink-600">
        {hint}
      </p>
    </div>
  );
}

/**
 * 'Add a picture from the library' under a Markdown body: without
 * JavaScript the action adds the chosen picture's Markdown line at the end of
 * the body when the form is sent; with it, the line goes in where the cursor
 * is at once, and the select goes back to "None" (nothing is added twice).
 */
export function MarkdownImagePicker({
  id,
  name,
  bodyId,
  choices,
}: {
  id: string;
  name: string;
  /** The body's textarea. */
  bodyId: string;
  choices: readonly MediaChoice[];
}) {
  return (
    <div className="grid content-start gap-2">
      <label htmlFor={id} className={adminStyles.label}>
        {copy.bodyLabel}
      </label>
      <select
        id={id}
        name={name}
        defaultValue=""
        aria-describedby={`${id}-hint`}
        className={`${adminStyles.input} truncate`}
        onChange={(event) => {
          const select = event.currentTarget;
          const choice = choices.find((c) => c.src === select.value);
          const body = document.getElementById(bodyId);
          if (!choice || !(body instanceof HTMLTextAreaElement)) return;
          const line = markdownImage(choice);
          const at = body.selectionEnd ?? body.value.length;
          const before = body.value.slice(0, at);
          const gap =
            before && !before.endsWith("\n\n") ? (before.endsWith("\n") ? "\n" : "\n\n") : "";
          body.setRangeText(`${gap}${line}\n\n`, at, at, "end");
          body.dispatchEvent(new Event("input", { bubbles: true }));
          body.focus();
          select.value = "";
        }}
      >
        <option value="">{copy.bodyNone}</option>
        {choices.map((choice) => (
          <option key={choice.src} value={choice.src}>
            {choice.label}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-sm text-ink-600">
        {copy.bodyHint}
      </p>
    </div>
  );
}
