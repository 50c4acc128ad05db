import { postDate } from "~/lib/post-date";

/**
 * A moment shown the same way on the server and in the browser (UTC, so
 * hydration never disagrees), with the machine-readable time beside it.
 */
export function DateTime({ value }: { value: string }) {
  return <time dateTime={value}>{dateTimeText(value)}</time>;
}

/** A moment as DateTime shows it, for a label: "2026-11-29 03:17 UTC". */
export const dateTimeText = (value: string) => `${value.slice(0, 10)} ${value.slice(11, 16)} UTC`;

/** 'Last updated' as the public page words it: "November 1, 2026". */
export function DateOn({ day }: { day: string }) {
  const date = postDate(`${day}T12:00:00.000Z`);
  return <time dateTime={date.date}>{date.text}</time>;
}
