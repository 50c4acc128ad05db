import { CheckMark } from "../../ui/check-mark";

/** A list with round check marks (decorative). */
export function CheckList({
  items,
  className = "",
}: {
  items: readonly string[];
  className?: string;
}) {
  return (
    <ul className={`grid gap-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 font-semibold text-ink-800">
          <CheckMark />
          {item}
        </li>
      ))}
    </ul>
  );
}
