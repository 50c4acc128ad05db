import { Form, useNavigation } from "react-router";
import { spamCopy as copy } from "~/content/admin/spam";
import type { SpamAssessment } from "~/lib/admin/spam";
import { adminStyles } from "./styles";

/** The reasons of a spam score, each with the points it added, and the total. */
export function SpamReasons({ spam }: { spam: SpamAssessment | null }) {
  if (!spam || spam.reasons.length === 0) {
    return <p className="text-ink-700">{copy.noReasons}</p>;
  }
  return (
    <div className="grid max-w-2xl gap-2">
      <ul className="grid gap-2">
        {spam.reasons.map((reason) => (
          <li
            key={reason.code}
            data-reason={reason.code}
            className="flex items-start justify-between gap-3 text-ink-800"
          >
            <span className="min-w-0 break-words">{reason.text}</span>
            <span className="shrink-0 rounded-full bg-rose-50 px-2 py-0.5 text-xs font-bold text-rose-800 ring-1 ring-rose-200">
              {copy.points(reason.points)}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-sm font-semibold text-ink-700">
        {copy.score}: {spam.score}
      </p>
    </div>
  );
}

/**
 * A spam enquiry's panel: why the score filed it, and 'Not spam', a plain POST
 * form (intent not-spam) that moves it to New and sends its notification.
 */
export function EnquirySpamPanel({ spam }: { spam: SpamAssessment | null }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "not-spam";
  return (
    <section aria-labelledby="spam-heading" className={`${adminStyles.card} grid gap-4`}>
      <h2 id="spam-heading" className="text-lg font-bold text-ink-900">
        {copy.heading}
      </h2>
      <SpamReasons spam={spam} />
      <Form method="post" className="grid gap-2">
        <input type="hidden" name="intent" value="not-spam" />
        <button
          type="submit"
          disabled={busy}
          aria-describedby="not-spam-hint"
          className={adminStyles.primaryButton}
        >
          {copy.notSpam}
        </button>
        <p id="not-spam-hint" className="text-sm text-ink-600">
          {copy.notSpamHint}
        </p>
      </Form>
      <p className="text-sm text-ink-600">{copy.purgeNote}</p>
    </section>
  );
}

/** A scored row that is not spam: its score, and what added to it (nothing: "0"). */
export function SpamScoreSummary({ spam }: { spam: SpamAssessment }) {
  return (
    <>
      {spam.score}
      {spam.reasons.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-sm text-ink-700">
          {spam.reasons.map((reason) => (
            <li key={reason.code}>
              {reason.text} ({copy.points(reason.points)})
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
