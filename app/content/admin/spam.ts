/** The spam folder's words: each reason of the score (stored with the row) and the console's labels. */

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A sentence per signal, written into the row when it is scored (server/forms/spam-score.ts). */
export const spamReasonTexts = {
  "captcha-score": (score: number) =>
    `reCAPTCHA rated the sender ${score.toFixed(1)} (1.0: surely a person, 0.0: surely a bot).`,
  "fast-fill": (seconds: number) =>
    `Sent ${seconds < 1 ? "less than a second" : plural(Math.floor(seconds), "second", "seconds")} after the page was shown.`,
  "sender-rate": (earlier: number) =>
    `${plural(earlier, "other message", "other messages")} from the same e-mail address in the hour before.`,
  links: (links: number) => `${plural(links, "link", "links")} in the message.`,
  "repeated-text": (copies: number) =>
    `The same text arrived ${plural(copies, "time", "times")} before in the last 7 days.`,
  "disposable-domain": (domain: string) =>
    `The address is at ${domain}, a disposable-mail service.`,
};

export const spamCopy = {
  heading: "Why it is spam",
  score: "Spam score",
  points: (points: number) => `+${points}`,
  noReasons: "Marked as spam by hand.",
  notSpam: "Not spam",
  notSpamHint:
    "Moves it to New and sends the notification e-mail now, as if it had arrived as a real one.",
  notSpamSaved: "Moved to New. Its notification e-mail is on its way.",
  notSpamSavedNoMail: "Moved to New.",
  alreadyMoved: "It is no longer in Spam.",
  purgeNote: "Spam is deleted 30 days after it was filed.",
  notificationHeld: "Held back while it is in Spam: 'Not spam' sends it.",
} as const;
