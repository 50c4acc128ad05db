import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { statusLabel } from "~/content/admin/enquiry-statuses";
import { enquiryCopy as copy } from "./enquiries-words";
import type { EnquiryDetail as Detail } from "~/lib/admin/enquiries";
import { UTM_NAMES } from "~/forms/visit-source";
import { spamCopy } from "~/content/admin/spam";
import { DateTime } from "~/components/admin/date-time";
import { SpamScoreSummary } from "~/components/admin/spam-reasons";
import { StatusBadge, UnverifiedBadge } from "~/components/admin/status-badge";
import { adminStyles } from "~/components/admin/styles";
import { inboxCopy } from "./enquiries-words";

const Mail = lucideIcon(lucide.Mail);

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-ink-500">{term}</dt>
      <dd className="min-w-0 break-words text-ink-900">{children}</dd>
    </div>
  );
}

/** Every field of an enquiry, with a reply link. */
export function EnquiryFields({
  enquiry,
  language,
}: {
  enquiry: Detail;
  /** The language of the page it was sent from, by its own name; null when unknown. */
  language: { code: string; name: string } | null;
}) {
  const mailto = `mailto:${enquiry.email}?subject=${encodeURIComponent(copy.replySubject(enquiry.subject))}`;
  return (
    <section aria-labelledby="enquiry-name" className={adminStyles.card}>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={enquiry.status} />
        {enquiry.captcha === "unverified" && (
          <UnverifiedBadge label={inboxCopy.unverified} hint={inboxCopy.unverifiedHint} />
        )}
      </div>
      <h2 id="enquiry-name" className="mt-3 text-xl font-bold break-words text-ink-900">
        {enquiry.name}
      </h2>
      <dl className="mt-2 divide-y divide-ink-100">
        <Row term={copy.received}>
          <DateTime value={enquiry.createdAt} />
        </Row>
        <Row term={copy.email}>{enquiry.email}</Row>
        <Row term={copy.phone}>{enquiry.phone}</Row>
        <Row term={copy.subject}>{enquiry.subject}</Row>
        <Row term={copy.captcha}>{copy.captchaValues[enquiry.captcha] ?? enquiry.captcha}</Row>
        {enquiry.spam && enquiry.status !== "spam" && (
          <Row term={spamCopy.score}>
            <SpamScoreSummary spam={enquiry.spam} />
          </Row>
        )}
        <Row term={copy.source}>
          <EnquirySource source={enquiry.source} />
        </Row>
        {language && (
          <Row term={copy.language}>
            <span lang={language.code}>{language.name}</span>
          </Row>
        )}
        {enquiry.source.landingPage && (
          <Row term={copy.landingPage}>{enquiry.source.landingPage}</Row>
        )}
        {(enquiry.source.landingPage || enquiry.source.referrer) && (
          <Row term={copy.referrer}>
            {enquiry.source.referrer ?? <span className="text-ink-600">{copy.noReferrer}</span>}
          </Row>
        )}
        {UTM_NAMES.map((name) =>
          enquiry.source.utm[name] ? (
            <Row key={name} term={name}>
              {enquiry.source.utm[name]}
            </Row>
          ) : null,
        )}
        <Row term={copy.message}>
          <p className="whitespace-pre-wrap">{enquiry.message}</p>
        </Row>
      </dl>
      <a href={mailto} className={`${adminStyles.primaryButton} mt-4`}>
        <Mail aria-hidden="true" className="size-4" />
        {copy.reply}
      </a>
    </section>
  );
}

/** Which form, on which page, the enquiry was sent from. */
function EnquirySource({ source }: { source: Detail["source"] }) {
  const form = source.form ? (copy.sourceForms[source.form] ?? source.form) : null;
  if (form && source.page) return <>{copy.sourceOn(form, source.page)}</>;
  if (form || source.page) return <>{form ?? source.page}</>;
  return <span className="text-ink-600">{copy.sourceUnknown}</span>;
}

/** Where the notification e-mail stands in the outbox (`held`: none yet, it is in Spam). */
export function NotificationStatus({
  notification,
  held = false,
}: {
  notification: Detail["notification"];
  held?: boolean;
}) {
  const n = copy.notification;
  return (
    <section aria-labelledby="notification-heading" className={adminStyles.card}>
      <h2 id="notification-heading" className="text-lg font-bold text-ink-900">
        {copy.notificationHeading}
      </h2>
      {!notification ? (
        <p className="mt-2 text-ink-600">{held ? spamCopy.notificationHeld : n.none}</p>
      ) : (
        <div className="mt-2 grid gap-1 text-ink-700">
          {notification.state === "sent" && notification.sentAt && (
            <p>
              {n.sent} <DateTime value={notification.sentAt} />
            </p>
          )}
          {notification.state === "queued" && <p>{n.queued}</p>}
          {notification.state === "failed" && (
            <>
              <p className="font-semibold text-rose-800">{n.failed(notification.attempts)}</p>
              {notification.lastError && (
                <p className="text-sm break-words">
                  {n.lastError}: {notification.lastError}
                </p>
              )}
            </>
          )}
          {notification.state === "retrying" && (
            <>
              <p className="font-semibold text-amber-900">{n.retrying(notification.attempts)}</p>
              {notification.lastError && (
                <p className="text-sm break-words">
                  {n.lastError}: {notification.lastError}
                </p>
              )}
              <p className="text-sm">
                {n.nextAttempt}: <DateTime value={notification.nextAttemptAt} />
              </p>
            </>
          )}
        </div>
      )}
    </section>
  );
}

/** Where a reply's e-mail stands in the outbox. */
function DeliveryBadge({
  delivery,
}: {
  delivery: NonNullable<Detail["events"][number]["delivery"]>;
}) {
  const d = copy.replyDelivery;
  const [text, tone] =
    delivery.state === "sent"
      ? [d.sent, "bg-emerald-50 text-emerald-800 ring-emerald-200"]
      : delivery.state === "failed"
        ? [d.failed, "bg-rose-50 text-rose-800 ring-rose-200"]
        : delivery.state === "retrying"
          ? [d.retrying(delivery.attempts), "bg-amber-50 text-amber-900 ring-amber-200"]
          : [d.queued, "bg-ink-50 text-ink-700 ring-ink-200"];
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone}`}>
      {text}
    </span>
  );
}

/** Status changes, notes and replies, newest first. */
export function EnquiryHistory({ events }: { events: Detail["events"] }) {
  return (
    <section aria-labelledby="history-heading" className={adminStyles.card}>
      <h2 id="history-heading" className="text-lg font-bold text-ink-900">
        {copy.historyHeading}
      </h2>
      {events.length === 0 ? (
        <p className="mt-2 text-ink-600">{copy.noHistory}</p>
      ) : (
        <ol className="mt-2 divide-y divide-ink-100">
          {events.map((e) => (
            <li key={e.id} className="grid gap-1 py-3">
              <p className="text-sm text-ink-500">
                <DateTime value={e.at} /> {e.actor && `${copy.by} ${e.actor}`}
              </p>
              {e.kind === "status" ? (
                <p className="font-semibold text-ink-900">
                  {copy.statusChange(
                    statusLabel(e.fromStatus ?? ""),
                    statusLabel(e.toStatus ?? ""),
                  )}
                </p>
              ) : e.kind === "reply" ? (
                <>
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
                    {copy.replyEvent}
                    {e.delivery && <DeliveryBadge delivery={e.delivery} />}
                  </p>
                  <p className="rounded-xl bg-ink-50 px-4 py-3 whitespace-pre-wrap text-ink-900">
                    {e.note}
                  </p>
                </>
              ) : (
                <p className="whitespace-pre-wrap text-ink-900">{e.note}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
