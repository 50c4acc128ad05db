import * as lucide from "lucide";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { CheckboxField } from "~/components/admin/checkbox-field";
import { describedBy, FormField } from "~/components/admin/form-field";
import { ImageControl } from "~/components/admin/image-control";
import { MarkdownField } from "~/components/admin/markdown-field";
import { MarkdownImagePicker } from "~/components/admin/media-picker";
import { adminStyles } from "~/components/admin/styles";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { MediaChoice } from "~/lib/admin/media";
import { collectionCopy as copy } from "./collection-copy";
import type { Field } from "./collection";
import { cellsOf, rowOperation, type RowOperation } from "./rows";
import { slugify } from "./slugify";

const ArrowUp = lucideIcon(lucide.ArrowUp);
const ArrowDown = lucideIcon(lucide.ArrowDown);
const Plus = lucideIcon(lucide.Plus);
const Trash = lucideIcon(lucide.Trash2);

/**
 * One field of a declared kind, drawn from its declaration: a labelled
 * control with its message and hint, the browser's own checks saying what
 * the server's rules say (required, the most characters, a number's range).
 */
interface FieldProps {
  field: Field;
  idPrefix: string;
  /** What the form shows: as stored, or as typed when a save was refused. */
  value: string;
  error?: string;
  library: readonly MediaChoice[];
  /** Its card's legend already names it: its own stays for screen readers alone. */
  bare?: boolean;
  /** A Markdown field's preview, as the page last rendered it. */
  preview?: string;
  /** A picture's alt text field (its `alt`), drawn inside the picture's control. */
  alt?: { field: Field; value: string; error?: string };
}

export function CollectionField(props: FieldProps) {
  const { field, idPrefix, value, error } = props;
  const id = `${idPrefix}-${field.name}`;
  const control = {
    id,
    name: field.name,
    defaultValue: value,
    required: Boolean(field.required) || undefined,
    placeholder: field.placeholder,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, { error, hint: field.hint }),
    className: adminStyles.input,
  };

  if (field.kind === "toggle") return <Toggle field={field} id={id} value={value} />;
  if (field.kind === "markdown")
    return (
      <div className="grid gap-5 sm:col-span-2">
        <MarkdownField
          id={id}
          name={field.name}
          label={field.label}
          hint={field.hint}
          error={error}
          defaultValue={value}
          previewHtml={props.preview ?? ""}
          library={props.library}
          maxLength={field.max}
          required={Boolean(field.required)}
        />
      </div>
    );
  if (field.kind === "image") return <ImageField {...props} />;
  if (field.kind === "pictures")
    return (
      <div className="grid gap-5 sm:col-span-2">
        <FormField id={id} label={field.label} error={error} hint={field.hint}>
          <textarea
            {...control}
            rows={field.lines ?? 4}
            maxLength={field.max}
            // Markdown's lines, as a body shows them.
            className={`${control.className} field-sizing-content font-mono text-sm leading-relaxed`}
          />
        </FormField>
        {field.picker && (
          <MarkdownImagePicker
            id={`${id}Library`}
            name={`${field.name}Library`}
            bodyId={id}
            label={field.picker.label}
            hint={field.picker.hint}
            choices={props.library}
          />
        )}
      </div>
    );
  if (field.kind === "slug" && field.follows)
    return (
      <div className={field.half ? undefined : "sm:col-span-2"}>
        <FormField id={id} label={field.label} error={error} hint={field.hint}>
          <FollowingSlug
            {...control}
            // Left empty, it is filled from what it follows when the form is saved.
            required={undefined}
            follows={`${idPrefix}-${field.follows}`}
            maxLength={field.max}
          />
        </FormField>
      </div>
    );
  if (field.kind === "lines" || field.kind === "rows")
    return <RowsField field={field} id={id} value={value} error={error} bare={props.bare} />;

  return (
    <div className={field.half ? undefined : "sm:col-span-2"}>
      <FormField id={id} label={field.label} error={error} hint={field.hint}>
        {field.kind === "textarea" ? (
          <textarea
            {...control}
            rows={field.lines ?? 5}
            maxLength={field.max}
            // As tall as its words where the browser can (no scrolling inside a paragraph), its lines at least.
            className={`${control.className} field-sizing-content`}
            style={{ minHeight: `${(field.lines ?? 5) * 1.5 + 1.5}rem` }}
          />
        ) : field.kind === "select" ? (
          <select {...control}>
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : field.kind === "date-time" ? (
          <input {...control} defaultValue={value.slice(0, 16)} type="datetime-local" />
        ) : field.kind === "integer" ? (
          <input {...control} {...wholeNumber(field)} />
        ) : field.kind === "rating" ? (
          <input
            {...control}
            type="number"
            min={0}
            max={5}
            step={1}
            inputMode="numeric"
            className={`${adminStyles.input} max-w-32`}
          />
        ) : (
          <input
            {...control}
            type={INPUT_TYPES[field.kind] ?? "text"}
            inputMode={field.kind === "money" ? "decimal" : undefined}
            required={field.kind === "money" || control.required}
            maxLength={field.kind === "money" ? 9 : field.max}
            autoComplete="off"
            spellCheck={field.kind === "slug" || field.kind === "link" ? false : undefined}
          />
        )}
      </FormField>
    </div>
  );
}

/** The input types the browser offers its own keyboard and checks for. */
const INPUT_TYPES: Partial<Record<Field["kind"], string>> = {
  "web-address": "url",
  email: "email",
  phone: "tel",
};

/** A whole number's input, within the field's range. */
const wholeNumber = (field: Field) =>
  ({ type: "number", min: field.min, max: field.max, step: 1, inputMode: "numeric" }) as const;

function Toggle({ field, id, value }: { field: Field; id: string; value: string }) {
  return (
    <CheckboxField
      id={id}
      name={field.name}
      label={field.label}
      hint={field.hint}
      checked={value === "yes"}
      className="sm:col-span-2"
    />
  );
}

/**
 * A picture, as one control (ImageControl): its thumbnail, the path itself,
 * 'Choose from library' (`<stem>Library`) and a file to upload
 * (`<stem>Upload`, labelled with the field's name, its message there); a
 * chosen file comes first, then a library pick, then the path as typed
 * (server: collection-pages).
 */
function ImageField({ field, idPrefix, value, error, library, alt, preview }: FieldProps) {
  const stem = field.stem ?? field.name;
  const current = field.current ?? { label: copy.currentPicture, hint: copy.currentPictureHint };
  return (
    <ImageControl
      legend={field.label}
      path={{ id: `${idPrefix}-${field.name}`, name: field.name, ...current }}
      value={value}
      maxLength={field.max}
      upload={{
        id: `${idPrefix}-${stem}Upload`,
        name: `${stem}Upload`,
        label: field.upload?.label ?? field.label,
        hint: field.upload?.hint ?? field.hint,
        error,
      }}
      library={{ id: `${idPrefix}-${stem}Library`, name: `${stem}Library` }}
      choices={library}
      wide={field.wide}
    >
      {alt && (
        <CollectionField
          field={{ ...alt.field, half: false }}
          idPrefix={idPrefix}
          value={alt.value}
          error={alt.error}
          library={library}
          preview={preview}
        />
      )}
    </ImageControl>
  );
}

/**
 * A slug filled from another field (`follows`, by its id) as that is typed,
 * while the slug was empty when the form opened and has not been edited since.
 */
function FollowingSlug({
  follows,
  ...input
}: React.InputHTMLAttributes<HTMLInputElement> & { id: string; follows: string }) {
  const slug = useRef<HTMLInputElement>(null);
  const following = useRef(!input.defaultValue);
  useEffect(() => {
    const source = document.getElementById(follows);
    const follow = (event: Event) => {
      if (following.current && slug.current)
        slug.current.value = slugify((event.target as HTMLInputElement).value);
    };
    source?.addEventListener("input", follow);
    return () => source?.removeEventListener("input", follow);
  }, [follows]);
  return (
    <input
      {...input}
      ref={slug}
      autoComplete="off"
      spellCheck={false}
      onInput={() => (following.current = false)}
    />
  );
}

type Row = { key: number; cells: string[] };

/** Short fields side by side (a menu entry's column, name and line, a link's network and address); a text under its title. */
const layoutOf = (columns: readonly Field[]) =>
  columns.length > 2
    ? "md:grid-cols-3"
    : columns.length === 2 && columns.every((column) => column.kind !== "textarea")
      ? "sm:grid-cols-[minmax(0,2fr)_minmax(0,5fr)]"
      : "";

/**
 * A list: a row each, with its own labelled inputs (posted as `<name>.0`,
 * `<name>.1`…, or `<name>.0.<column>` for a row of several fields) and
 * buttons to move it up or down or remove it, and 'Add' below. The buttons
 * are submit buttons the action answers (the form comes back with the rows
 * changed, nothing saved); with JavaScript they change the rows at once and
 * the focus follows the row.
 */
function RowsField({
  field,
  id,
  value,
  error,
  bare = false,
}: {
  field: Field;
  id: string;
  value: string;
  error?: string;
  bare?: boolean;
}) {
  const columns = field.columns ?? [];
  const width = Math.max(columns.length, 1);
  const next = useRef(0);
  const keyed = (lines: string[]): Row[] =>
    lines.map((line) => ({ key: next.current++, cells: cellsOf(line, width) }));
  const fixed = field.fixedRows;
  const [rows, setRows] = useState(() => {
    const lines = value === "" ? [] : value.split("\n");
    // A list of fixed rows shows each of its rows, an empty one too.
    while (fixed !== undefined && lines.length < fixed) lines.push("");
    return keyed(lines);
  });
  const list = useRef<HTMLOListElement>(null);
  const label = field.rowLabel ?? field.label;
  // A fixed row of one field is that field, labelled by its place ("Service 2"), two to a line.
  const own = fixed !== undefined && columns.length === 1;

  const operate = (event: MouseEvent<HTMLButtonElement>, operation: RowOperation) => {
    event.preventDefault();
    // The rows keep their keys where they go, so their inputs (and the focus) go with them.
    const moved =
      operation.op === "add"
        ? [...rows, ...keyed([""])]
        : (rowOperation(
            rows.map((_, index) => String(index)),
            operation,
          ).map((index) => rows[Number(index)]) as Row[]);
    setRows(moved);
    const at =
      operation.op === "add"
        ? moved.length - 1
        : operation.op === "remove"
          ? Math.min(operation.index, moved.length - 1)
          : operation.op === "up"
            ? Math.max(operation.index - 1, 0)
            : Math.min(operation.index + 1, moved.length - 1);
    const button = event.currentTarget;
    requestAnimationFrame(() => {
      const stay =
        operation.op === "up" || operation.op === "down"
          ? list.current?.querySelector<HTMLElement>(
              `[data-row="${at}"] [data-op="${operation.op}"]:not([disabled])`,
            )
          : null;
      (stay ?? document.getElementById(`${id}-${at}${columns.length ? "-0" : ""}`))?.focus();
      // The form's unsaved-changes guard hears of it as it hears of typing.
      button.form?.dispatchEvent(new Event("input", { bubbles: true }));
    });
  };

  const button = (operation: RowOperation, name: string, Icon: typeof ArrowUp, off = false) => (
    <button
      type="submit"
      name="intent"
      value={`rows:${field.name}:${operation.op}${"index" in operation ? `:${operation.index}` : ""}`}
      formNoValidate
      disabled={off}
      aria-label={name}
      title={name}
      data-op={operation.op}
      onClick={(event) => operate(event, operation)}
      className="grid size-11 shrink-0 place-items-center rounded-xl text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50 disabled:opacity-40"
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );

  const input = (row: Row, index: number, at: number, cellLabel: string) => {
    const column = columns[at];
    const inputId = `${id}-${index}${column ? `-${at}` : ""}`;
    const props = {
      id: inputId,
      name: `${field.name}.${index}${column ? `.${column.name}` : ""}`,
      "aria-label": column && field.cellLabel?.(column.label, index + 1),
      value: row.cells[at] ?? "",
      onChange: (event: { currentTarget: { value: string } }) => {
        const text = event.currentTarget.value;
        setRows((current) =>
          current.map((r) =>
            r.key === row.key ? { ...r, cells: r.cells.map((c, i) => (i === at ? text : c)) } : r,
          ),
        );
      },
      className: `${adminStyles.input} min-w-0`,
    };
    return (
      <div key={at} className={column ? "grid gap-1" : "contents"}>
        {own ? (
          <label htmlFor={inputId} className="text-xs font-semibold text-ink-700">
            {cellLabel}
          </label>
        ) : column ? (
          <label htmlFor={inputId} className="text-xs font-semibold text-ink-700">
            {!field.cellLabel && <span className="sr-only">{`${cellLabel}: `}</span>}
            {column.label}
          </label>
        ) : (
          <label htmlFor={inputId} className="sr-only">
            {cellLabel}
          </label>
        )}
        {column?.kind === "select" ? (
          <select {...props}>
            <option value="">—</option>
            {column.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : column?.kind === "textarea" ? (
          <textarea
            {...props}
            rows={2}
            // As tall as its words where the browser can, so a row shows its whole text.
            className={`${props.className} field-sizing-content min-h-20`}
          />
        ) : column?.kind === "integer" ? (
          <input
            {...props}
            {...wholeNumber(column)}
            required={Boolean(column.required) || undefined}
          />
        ) : (
          <input
            {...props}
            autoComplete="off"
            maxLength={column ? column.max : field.max}
            required={Boolean(column?.required) || undefined}
            className={`${props.className} ${column ? "" : "sm:flex-1"}`}
          />
        )}
      </div>
    );
  };

  const buttons = (index: number, rowName: string) => (
    <>
      {button({ op: "up", index }, copy.rows.up(rowName), ArrowUp, index === 0)}
      {button({ op: "down", index }, copy.rows.down(rowName), ArrowDown, index === rows.length - 1)}
      {button({ op: "remove", index }, copy.rows.remove(rowName), Trash)}
    </>
  );

  return (
    <fieldset
      className="grid gap-3 sm:col-span-2"
      aria-describedby={describedBy(id, { error, hint: field.hint })}
    >
      <legend className={bare ? "sr-only" : `${adminStyles.label} mb-2`}>{field.label}</legend>
      {own ? (
        <ol ref={list} className="grid gap-4 sm:grid-cols-2">
          {rows.map((row, index) => (
            <li key={row.key} data-row={index}>
              {input(row, index, 0, `${label} ${index + 1}`)}
            </li>
          ))}
        </ol>
      ) : rows.length === 0 ? (
        <p className="text-sm text-ink-600">{copy.rows.empty}</p>
      ) : (
        <ol ref={list} className="grid gap-2">
          {rows.map((row, index) => {
            const rowName = `${label} ${index + 1}`;
            return columns.length === 0 ? (
              // On a phone the row's text has the whole width, its buttons the line below.
              <li
                key={row.key}
                data-row={index}
                className="flex flex-wrap items-center justify-end gap-2 sm:flex-nowrap"
              >
                {input(row, index, 0, rowName)}
                {buttons(index, rowName)}
              </li>
            ) : (
              <li key={row.key} data-row={index}>
                <fieldset className="grid gap-3 rounded-xl p-4 ring-1 ring-ink-100 sm:grid-cols-[minmax(0,1fr)_auto]">
                  <legend className="px-1 text-sm font-semibold text-ink-800">{rowName}</legend>
                  <div className={`grid gap-3 ${layoutOf(columns)}`}>
                    {columns.map((column, at) => input(row, index, at, rowName))}
                  </div>
                  {fixed === undefined && (
                    <div className="flex items-start justify-end gap-2">
                      {buttons(index, rowName)}
                    </div>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      {fixed === undefined && (
        <div>
          <button
            type="submit"
            name="intent"
            value={`rows:${field.name}:add`}
            formNoValidate
            onClick={(event) => operate(event, { op: "add" })}
            className={adminStyles.secondaryButton}
          >
            <Plus aria-hidden="true" className="size-4" />
            {copy.rows.add(label)}
          </button>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
      {field.hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-600">
          {field.hint}
        </p>
      )}
    </fieldset>
  );
}
