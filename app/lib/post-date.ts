/** "2024-10-19T17:00:00.000Z" → { date: "2024-10-19", text: "October 19, 2024", day: "19", month: "Oct" } (UTC). */
export function postDate(iso: string) {
  const at = new Date(iso);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-US", { timeZone: "UTC", ...options }).format(at);
  return {
    date: iso.slice(0, 10),
    text: part({ year: "numeric", month: "long", day: "numeric" }),
    day: part({ day: "2-digit" }),
    month: part({ month: "short" }),
  };
}
