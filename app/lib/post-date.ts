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
 * "2024-10-19T17:00:00.000Z" → { date: "2024-10-19", text: "October 19, 2024", day: "19", month: "Oct" } (UTC);
 * in another language as `Intl` writes it there ("19. Oktober 2024").
 *
 * English is written out rather than through `Intl.DateTimeFormat`: each formatter V8 builds costs
 * milliseconds, and hydrating a post built three of them per date — on a phone, 25 ms of a
 * task that blocks the first tap. The test checks the result against `Intl`.
 */
export function postDate(iso: string, language = "en") {
  const at = new Date(iso);
  if (!isEnglish(language)) {
    const format = formatsIn(language);
    return {
      date: iso.slice(0, 10),
      text: format.long.format(at),
      day: format.day.format(at),
      month: format.month.format(at),
    };
  }
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
export function commentDate(iso: string, language = "en"): string {
  const at = new Date(iso);
  if (!isEnglish(language)) return formatsIn(language).long.format(at);
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

const isEnglish = (language: string) => language === "en" || language.startsWith("en-");

/**
 * Another language's dates, through `Intl` (decision 049): its formatters are
 * built once per language and kept, so a page builds three at most.
 */
const formats = new Map<string, Record<"long" | "day" | "month", Intl.DateTimeFormat>>();
function formatsIn(language: string) {
  let kept = formats.get(language);
  if (!kept) {
    const make = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(language, { timeZone: "UTC", ...options });
    kept = {
      long: make({ year: "numeric", month: "long", day: "numeric" }),
      day: make({ day: "2-digit" }),
      month: make({ month: "short" }),
    };
    formats.set(language, kept);
  }
  return kept;
}
