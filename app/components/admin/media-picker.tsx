import { mediaCopy } from "~/content/admin/media";
import { markdownImage, type MediaChoice } from "~/lib/admin/media";
import { FormField } from "./form-field";
import { adminStyles } from "./styles";

const copy = mediaCopy.picker;

/** A labelled <select> of the library's images, "none" first, with its hint. */
function LibrarySelect({
  id,
  name,
  label,
  none,
  hint,
  choices,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  none: string;
  hint: string;
  choices: readonly MediaChoice[];
  onChange?: React.ChangeEventHandler<HTMLSelectElement>;
}) {
  return (
    <FormField id={id} label={label} hint={hint}>
      <select
        id={id}
        name={name}
        defaultValue=""
        aria-describedby={`${id}-hint`}
        className={`${adminStyles.input} truncate`}
        onChange={onChange}
      >
        <option value="">{none}</option>
        {choices.map((choice) => (
          <option key={choice.src} value={choice.src}>
            {choice.label}
          </option>
        ))}
      </select>
    </FormField>
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
  label = copy.bodyLabel,
  hint = copy.bodyHint,
  choices,
}: {
  id: string;
  name: string;
  /** The body's textarea (or a project's gallery, a picture a line). */
  bodyId: string;
  label?: string;
  hint?: string;
  choices: readonly MediaChoice[];
}) {
  return (
    <LibrarySelect
      id={id}
      name={name}
      label={label}
      none={copy.bodyNone}
      hint={hint}
      choices={choices}
      onChange={(event) => {
        const select = event.currentTarget;
        const choice = choices.find((c) => c.src === select.value);
        const body = document.getElementById(bodyId);
        if (!choice || !(body instanceof HTMLTextAreaElement)) return;
        const at = body.selectionEnd ?? body.value.length;
        const before = body.value.slice(0, at);
        const gap = !before || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
        body.setRangeText(`${gap}${markdownImage(choice)}\n\n`, at, at, "end");
        // The live preview and the unsaved-changes guard follow, as for typing.
        body.dispatchEvent(new Event("input", { bubbles: true }));
        body.focus();
        select.value = "";
      }}
    />
  );
}
