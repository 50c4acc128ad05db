import { useEffect, useRef, useState } from "react";
import { mediaCopy } from "~/content/admin/media";
import type { MediaChoice } from "~/lib/admin/media";
import { describedBy, FormField } from "./form-field";
import { LibraryPicker } from "./library-picker";
import { ImageFileField } from "./image-file-field";
import { adminStyles } from "./styles";

/** One of the control's named inputs: its id, name, label, hint and message. */
interface Part {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
}

/**
 * An image field of the console as one control: the current picture's
 * thumbnail, its path (a text field: a typed path still works), 'Choose from
 * library' (thumbnails, and a search with JavaScript), the upload, and the
 * field's alt text when it has one (`children`). It posts what the separate
 * fields posted: the server takes an upload first, then the library's pick,
 * then the typed path. With JavaScript the thumbnail follows a pick, a chosen
 * file or a typed path, and a pick fills in the path.
 */
export function ImageControl({
  legend,
  path,
  value,
  maxLength,
  upload,
  library,
  choices,
  wide = false,
  children,
}: {
  /** What the whole field is, for screen readers ("Photo", "Cover image"). */
  legend: string;
  path: Part;
  /** The path now: as stored, or as typed when a save was refused. */
  value: string;
  maxLength?: number;
  upload: Part;
  library: { id: string; name: string };
  choices: readonly MediaChoice[];
  /** A banner or cover (2 wide by 1 high) rather than a portrait or logo. */
  wide?: boolean;
  children?: React.ReactNode;
}) {
  const pathRef = useRef<HTMLInputElement>(null);
  const known = (src: string) => choices.find((choice) => choice.src === src);
  const [picture, setPicture] = useState(() => ({
    src: known(value)?.preview ?? value,
    alt: known(value)?.alt ?? "",
  }));
  const [broken, setBroken] = useState(false);
  // The file read last: a slower read of an earlier choice does not replace it.
  const reading = useRef<FileReader | null>(null);
  useEffect(() => () => reading.current?.abort(), []);

  const show = (src: string, alt = "") => {
    setBroken(false);
    setPicture({ src, alt });
  };
  const showPath = (src: string) => show(known(src)?.preview ?? src, known(src)?.alt ?? "");

  const frame = wide ? "aspect-[2/1]" : "aspect-square";
  return (
    <fieldset className="grid min-w-0 gap-5 rounded-2xl p-4 ring-1 ring-ink-100 sm:col-span-2 sm:grid-cols-[11rem_minmax(0,1fr)] sm:p-5">
      <legend className="sr-only">{legend}</legend>
      <div className="w-full max-w-56 sm:max-w-none">
        {picture.src && !broken ? (
          <img
            src={picture.src}
            alt={picture.alt}
            width={wide ? 352 : 176}
            height={176}
            onError={() => setBroken(true)}
            className={`${frame} w-full rounded-xl bg-ink-50 object-contain ring-1 ring-ink-100`}
            data-image-thumbnail=""
          />
        ) : (
          <span
            className={`${frame} grid w-full place-items-center rounded-xl bg-ink-100 text-center text-sm text-ink-600`}
            data-image-thumbnail=""
          >
            {mediaCopy.picker.noImage}
          </span>
        )}
      </div>
      <div className="grid min-w-0 content-start gap-4">
        <FormField id={path.id} label={path.label} error={path.error} hint={path.hint}>
          <input
            ref={pathRef}
            id={path.id}
            name={path.name}
            defaultValue={value}
            maxLength={maxLength}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={path.error ? true : undefined}
            aria-describedby={describedBy(path.id, path)}
            onInput={(event) => {
              const typed = event.currentTarget.value.trim();
              // A typed path is what the field should hold: the library's pick stands down.
              const keep = document.getElementById(library.id);
              if (keep instanceof HTMLInputElement) keep.checked = true;
              showPath(typed);
            }}
            className={adminStyles.input}
          />
        </FormField>
        <LibraryPicker
          id={library.id}
          name={library.name}
          choices={choices}
          current={value}
          onPick={(choice) => {
            const input = pathRef.current;
            if (!choice) return showPath(input?.value.trim() ?? value);
            if (input) input.value = choice.src;
            show(choice.preview, choice.alt);
          }}
        />
        <ImageFileField
          id={upload.id}
          name={upload.name}
          label={upload.label}
          hint={upload.hint}
          error={upload.error}
          onChoose={(file) => {
            reading.current?.abort();
            reading.current = null;
            if (!file) return showPath(pathRef.current?.value.trim() ?? value);
            // A data: address, as the console's CSP lets images come from (not blob:).
            const reader = new FileReader();
            reader.onload = () => {
              if (reading.current === reader && typeof reader.result === "string")
                show(reader.result);
            };
            reading.current = reader;
            reader.readAsDataURL(file);
          }}
        />
        {children}
      </div>
    </fieldset>
  );
}
