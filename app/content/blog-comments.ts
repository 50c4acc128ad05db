/** The words of the approved comments under a blog post. */
export const blogCommentsCopy = {
  heading: (count: number) => (count === 1 ? "1 Comment" : `${count} Comments`),
  none: "No comments yet. Be the first to say something.",
  months: [
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
  ],
};

/** "23 November 2026", from the UTC date, so the server and the browser agree. */
export function commentDate(iso: string): string {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${blogCommentsCopy.months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
