import { sql } from "kysely";
import type { DatabaseHandle } from "../db/connection.ts";
import { disposableDomainOf } from "./disposable-domains.ts";
import {
  SPAM_LIMITS,
  countLinks,
  emailDomain,
  messageHash,
  scoreSpam,
  type SpamSettings,
  type SpamVerdict,
} from "./spam-score.ts";

/**
 * The spam score of one submission, with what only the database knows: how
 * many rows the same address sent in the last hour and how often the same
 * text arrived in the last week (compared by the hash stored with each row,
 * migration 018). Nothing new about the visitor is stored to do it: the
 * address is the e-mail they typed, the hash is of the message they sent.
 */

/** The tables whose rows are scored. */
export type SpamTable = "contact_enquiries" | "blog_comments";

/** What a form gives the score: where its rows live, and the address and text of this one. */
export interface SpamSubject {
  table: SpamTable;
  email: string;
  message: string;
}

/** What the form pipeline measured on the request. */
export interface RequestSignals {
  captchaScore: number | null;
  fillMs: number | null;
}

/** The score, its reasons, and the hash to store with the row. */
export type ScoredSubmission = SpamVerdict & { messageHash: string };

export type SpamCheck = (
  subject: SpamSubject,
  request: RequestSignals,
) => Promise<ScoredSubmission>;

export function createSpamCheck(
  database: DatabaseHandle,
  settings: SpamSettings,
  clock: () => Date = () => new Date(),
): SpamCheck {
  return async (subject, request) => {
    const now = clock().getTime();
    const hash = messageHash(subject.message);
    const since = (ms: number) => new Date(now - ms).toISOString();
    const count = async (where: "sender" | "text") => {
      const { table } = subject;
      const row = await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .where((eb) =>
          where === "sender"
            ? eb.and([
                eb("created_at", ">=", since(SPAM_LIMITS.senderWindowMs)),
                eb(sql`lower(email)`, "=", subject.email.trim().toLowerCase()),
              ])
            : eb.and([
                eb("created_at", ">=", since(SPAM_LIMITS.repeatWindowMs)),
                eb("message_hash", "=", hash),
              ]),
        )
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const [sameSender, sameText] = await Promise.all([count("sender"), count("text")]);
    const verdict = scoreSpam(
      {
        captchaScore: request.captchaScore,
        fillMs: request.fillMs,
        sameSender,
        links: countLinks(subject.message),
        sameText,
        disposableDomain: disposableDomainOf(emailDomain(subject.email)),
      },
      settings,
    );
    return { ...verdict, messageHash: hash };
  };
}
