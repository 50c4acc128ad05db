import { useEffect, useLayoutEffect, useRef } from "react";
import { useFetcher, useNavigation } from "react-router";
import type { MediaChoice } from "~/lib/admin/media";
import { describedBy, FormField } from "./form-field";
import { MarkdownImagePicker } from "./media-picker";
import { adminStyles } from "./styles";

/** The preview's words, the same in every editor that has a Markdown body. */
const copy = { preview: "Preview of the body", updatePreview: "Update preview" } as const;

/**
 * A Markdown textarea and its preview, rendered and sanitised by the server
 * as the public page will show it. Without JavaScript, 'Update preview' posts
 * the form with `intent=render` (nothing is saved) and the page comes back
 * with the new preview; with it, the preview follows the text as it is typed
 * (the body alone, posted to the route's action with the same intent). The
 * route answers that intent with `{ previewHtml }`.
 */
export function MarkdownField({
  id,
  name,
  label,
  hint,
  error,
  defaultValue,
  previewHtml,
  maxLength,
  required,
  library,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  defaultValue: string;
  /** The text's preview as the page last rendered it (loaded or posted). */
  previewHtml: string;
  maxLength?: number;
  required?: boolean;
  /** The media library's images: 'Add a picture from the library' follows the preview. */
  library?: readonly MediaChoice[];
}) {
  const preview = useFetcher<{ previewHtml: string }>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const text = useRef<HTMLTextAreaElement>(null);
  // A preview answered while a save's page is loading would end that load with the data
  // the page had (the preview reloads none), and the save's answer would be lost: none
  // is sent once the form is, nor while the page is on its way.
  const idle = useNavigation().state === "idle";
  const sendable = useRef(idle);
  useEffect(() => {
    sendable.current = idle;
  }, [idle]);
  // A form sent while a preview is on its way waits for the preview's answer: answered
  // while the save's page is loading, React Router would finish that load with the
  // preview's data (the page as it was before the save, at the save's address).
  const pending = useRef(false);
  useLayoutEffect(() => {
    pending.current = preview.state !== "idle";
  }, [preview.state]);
  const held = useRef<HTMLElement | null | undefined>(undefined);
  useEffect(() => {
    const form = text.current?.form;
    const hold = (event: SubmitEvent) => {
      clearTimeout(timer.current);
      if (!pending.current) return;
      // Neither the browser nor React Router sends it now; it is sent again once answered.
      event.preventDefault();
      event.stopPropagation();
      held.current = event.submitter;
    };
    form?.addEventListener("submit", hold);
    return () => {
      clearTimeout(timer.current);
      form?.removeEventListener("submit", hold);
    };
  }, []);
  useEffect(() => {
    if (preview.state !== "idle" || held.current === undefined) return;
    const submitter = held.current;
    held.current = undefined;
    text.current?.form?.requestSubmit(submitter);
  }, [preview.state]);
  const headingId = `${id}-preview-heading`;
  return (
    <>
      <FormField id={id} label={label} error={error} hint={hint}>
        <textarea
          id={id}
          name={name}
          defaultValue={defaultValue}
          rows={16}
          maxLength={maxLength}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, hint })}
          className={`${adminStyles.input} font-mono text-sm leading-relaxed`}
          ref={text}
          onInput={(event) => {
            const typed = event.currentTarget.value;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => {
              if (sendable.current)
                void preview.submit({ intent: "render", [name]: typed }, { method: "post" });
            }, 350);
          }}
        />
      </FormField>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className={adminStyles.label}>
            {copy.preview}
          </h2>
          <button
            type="submit"
            name="intent"
            value="render"
            formNoValidate
            className={adminStyles.secondaryButton}
          >
            {copy.updatePreview}
          </button>
        </div>
        <div
          aria-labelledby={headingId}
          role="region"
          aria-live="polite"
          // A long text scrolls inside the preview: the keyboard must reach it too
          // (axe's scrollable-region-focusable), so the region takes the focus.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region
          tabIndex={0}
          className="rich-text max-h-[32rem] overflow-y-auto [&>:first-child]:mt-0 rounded-xl bg-ink-50 p-5 ring-1 ring-ink-100 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-600/40"
          // What the text looks like as typed (the fetcher), else as last saved or posted.
          dangerouslySetInnerHTML={{ __html: preview.data?.previewHtml ?? previewHtml }}
        />
      </div>
      {library && (
        <MarkdownImagePicker
          id={`${id}Library`}
          name={`${name}Library`}
          bodyId={id}
          choices={library}
        />
      )}
    </>
  );
}
