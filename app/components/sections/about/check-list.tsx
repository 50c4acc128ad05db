import { CheckMark } from "../../ui/check-mark";

/** A list's items as the console keeps them, one a line (empty lines dropped). */
export const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** A list with round check marks (decorative). */
export function CheckList({
  items,
  className = "",
  lang,
}: {
  items: readonly string[];
  className?: string;
  /** The items' language where it is not the page's (app/lib/fallback-language.ts). */
  lang?: string | undefined;
}) {
  return (
    <ul lang={lang} className={`grid gap-3 ${className}`}>
      {items.map((item, i) => (
        <li key={i} className="flex gap-3 font-semibold text-ink-800">
          <CheckMark />
          {item}
        </li>
      ))}
    </ul>
  );
}
