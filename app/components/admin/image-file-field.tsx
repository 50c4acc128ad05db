import { describedBy, FormField } from "./form-field";
import { adminStyles } from "./styles";

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
