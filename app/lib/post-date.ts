const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * "2024-10-19T17:00:00.000Z" → { date: "2024-10-19", text: "October 19, 2024", day: "19", month: "Oct" } (UTC).
 *
 * Written out rather than through `Intl.DateTimeFormat`: each formatter V8 builds costs
 * milliseconds, and hydrating a post built three of them per date — on a phone, 25 ms of a
 * task that blocks the first tap. The test checks the result against `Intl`.
 */
export function postDate(iso: string) {
  const at = new Date(iso);
  const day = at.getUTCDate();
  const month = MONTHS[at.getUTCMonth()] ?? "";
  return {
    date: iso.slice(0, 10),
    text: `${month} ${day}, ${at.getUTCFullYear()}`,
    day: String(day).padStart(2, "0"),
    month: month.slice(0, 3),
  };
}

/** "23 November 2026", from the UTC date, so the server and the browser agree (a comment's date). */
export function commentDate(iso: string): string {
  const at = new Date(iso);
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}
