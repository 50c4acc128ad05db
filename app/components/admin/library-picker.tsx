import * as lucide from "lucide";
import { useState, useSyncExternalStore } from "react";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { mediaCopy } from "~/content/admin/media";
import { matchesWords, type MediaChoice } from "~/lib/admin/media";
import { adminStyles } from "./styles";
import { Thumbnail } from "./thumbnail";

const ChevronDown = lucideIcon(lucide.ChevronDown);
const Images = lucideIcon(lucide.Images);
const Undo = lucideIcon(lucide.Undo2);
const copy = mediaCopy.picker;
// Whether the page runs script: false in the server's HTML and while hydrating, true after.
const noChange = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * 'Choose from library' as a disclosure of radio buttons, each a thumbnail
 * with its name, size and marks ('Site artwork', 'Current'), posted as
 * `name` (the image's path, or nothing for "keep"). Radios rather than a
 * <select> so each option can show its picture, and it still works without
 * JavaScript; with it, a search box filters the pictures and `onPick` tells
 * the field what was chosen.
 */
export function LibraryPicker({
  id,
  name,
  choices,
  current,
  onPick,
}: {
  id: string;
  name: string;
  choices: readonly MediaChoice[];
  /** The field's path now: its image is marked 'Current'. */
  current: string;
  onPick?: (choice: MediaChoice | null) => void;
}) {
  // The search filters in the browser only: without JavaScript it would do nothing, so it is not shown.
  const scripted = useSyncExternalStore(noChange, inBrowser, onServer);
  const [query, setQuery] = useState("");
  const shown = choices.filter((choice) =>
    matchesWords(query, [choice.name, choice.alt, choice.src]),
  );
  const tile =
    "flex h-full cursor-pointer flex-col gap-2 rounded-xl bg-white p-2 text-sm ring-1 ring-ink-200 transition-colors hover:bg-ink-50 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600";

  return (
    <details className="group rounded-xl ring-1 ring-ink-200 open:bg-ink-50/60">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-2.5 text-sm font-semibold text-ink-900 hover:bg-ink-50 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        <Images aria-hidden="true" className="size-4 text-brand-700" />
        {copy.label}
        <span className="font-normal whitespace-nowrap text-ink-600">
          ({copy.count(choices.length)})
        </span>
        <ChevronDown
          aria-hidden="true"
          className="ml-auto size-4 transition-transform group-open:rotate-180"
        />
      </summary>
      <fieldset className="grid min-w-0 gap-3 px-3 pt-1 pb-3" aria-describedby={`${id}-hint`}>
        <legend className="sr-only">{copy.label}</legend>
        <p id={`${id}-hint`} className="px-1 text-sm text-ink-600">
          {copy.listHint}
        </p>
        {scripted && (
          <div className="grid gap-1 px-1">
            <label htmlFor={`${id}-search`} className={adminStyles.label}>
              {copy.search}
            </label>
            <input
              id={`${id}-search`}
              type="search"
              value={query}
              placeholder={copy.searchPlaceholder}
              autoComplete="off"
              aria-describedby={`${id}-shown`}
              // Not part of the form: searching is not a change to save.
              form=""
              onChange={(event) => {
                event.stopPropagation();
                setQuery(event.currentTarget.value);
              }}
              onInput={(event) => event.stopPropagation()}
              className={adminStyles.input}
            />
            <p id={`${id}-shown`} aria-live="polite" className="text-sm text-ink-600">
              {shown.length === 0 ? copy.noMatch : copy.shown(shown.length, choices.length)}
            </p>
          </div>
        )}
        <div className="@container">
          <ul
            className="grid max-h-[26rem] grid-cols-2 gap-2 overflow-y-auto p-1 @sm:grid-cols-3 @xl:grid-cols-4"
            data-library-list=""
          >
            <li>
              <label htmlFor={id} className={tile}>
                <span className="grid aspect-[4/3] place-items-center rounded-lg bg-white ring-1 ring-ink-100">
                  <Undo aria-hidden="true" className="size-6 text-ink-500" />
                </span>
                <span className="flex items-center gap-2">
                  <input
                    id={id}
                    type="radio"
                    name={name}
                    value=""
                    defaultChecked
                    onChange={() => onPick?.(null)}
                    className="size-4 shrink-0 accent-brand-600"
                  />
                  <span className="font-semibold text-ink-900">{copy.keep}</span>
                </span>
              </label>
            </li>
            {choices.map((choice, index) => (
              <li key={choice.src} hidden={!shown.includes(choice)}>
                <label htmlFor={`${id}-${index}`} className={tile}>
                  <Thumbnail picture={{ ...choice, src: choice.preview }} small />{" "}
                  <span className="flex min-w-0 items-center gap-2">
                    <input
                      id={`${id}-${index}`}
                      type="radio"
                      name={name}
                      value={choice.src}
                      onChange={() => onPick?.(choice)}
                      className="size-4 shrink-0 accent-brand-600"
                    />
                    <span className="min-w-0 font-semibold break-words text-ink-900">
                      {choice.name}
                    </span>
                  </span>{" "}
                  {/* The spaces keep the parts apart in the radio's name: "post-2.svg 1200 × 700 Site artwork Current". */}
                  <span className="flex flex-wrap items-center gap-1 text-xs text-ink-600">
                    {`${choice.width} × ${choice.height}`}
                    {choice.artwork && (
                      <>
                        {" "}
                        <Mark tone="artwork">{mediaCopy.artwork.badge}</Mark>
                      </>
                    )}
                    {choice.src === current && (
                      <>
                        {" "}
                        <Mark tone="current">{copy.currentBadge}</Mark>
                      </>
                    )}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </div>
      </fieldset>
    </details>
  );
}

/** A small mark on a picture: the site's artwork, or the field's current image. */
export function Mark({
  tone,
  children,
}: {
  tone: "artwork" | "current";
  children: React.ReactNode;
}) {
  const colours = tone === "artwork" ? "bg-ink-100 text-ink-800" : "bg-brand-100 text-brand-800";
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${colours}`}>
      {children}
    </span>
  );
}
