import { Link } from "react-router";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { subscriberStatusLabel, subscribersCopy as copy } from "./subscribers-words";
import type { SubscriberView } from "~/lib/admin/subscribers";
import { DateTime } from "~/components/admin/date-time";
import { StatusBadge, UnverifiedBadge } from "~/components/admin/status-badge";
import { adminStyles } from "~/components/admin/styles";

function Moment({ label, value }: { label: string; value: string }) {
  return (
    <span>
      {label} <DateTime value={value} />
    </span>
  );
}

/** One page of subscribers: address, status, dates, and a link to remove each. */
export function SubscriberList({
  items,
  removeHref,
}: {
  items: SubscriberView[];
  removeHref: (id: string) => string;
}) {
  return (
    <ul className={`${adminStyles.flushCard} divide-y divide-ink-100`} aria-label={copy.title}>
      {items.map((s) => (
        <li
          key={s.id}
          className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-4 sm:px-6"
          data-subscriber={s.email}
        >
          <div className="grid min-w-0 flex-1 basis-72 gap-1">
            <p className="flex flex-wrap items-center gap-2">
              <StatusBadge status={s.status} label={subscriberStatusLabel(s.status)} />
              {s.captcha === "unverified" && (
                <UnverifiedBadge label={copy.unverified} hint={copy.unverifiedHint} />
              )}
              <span className="min-w-0 font-bold break-all text-ink-900">{s.email}</span>
            </p>
            <p className="flex flex-wrap gap-x-4 text-sm text-ink-600">
              <Moment label={copy.signedUp} value={s.createdAt} />
              {s.status === "confirmed" &&
                (s.confirmedAt ? (
                  <Moment label={copy.confirmedAt} value={s.confirmedAt} />
                ) : (
                  <span>
                    {copy.confirmedAt} {copy.beforeDoubleOptIn}
                  </span>
                ))}
              {s.status === "pending" && s.expiresAt && (
                <Moment label={copy.expiresAt} value={s.expiresAt} />
              )}
              {s.status === "unsubscribed" && s.unsubscribedAt && (
                <Moment label={copy.unsubscribedAt} value={s.unsubscribedAt} />
              )}
            </p>
          </div>
          <Link
            to={removeHref(s.id)}
            aria-label={copy.removeLabel(s.email)}
            className={adminStyles.dangerButton}
          >
            {copy.remove}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The removal's confirmation step: a POST form, or back to the list. */
export function RemoveSubscriber({
  subscriber,
  cancelHref,
}: {
  subscriber: SubscriberView;
  cancelHref: string;
}) {
  const c = copy.confirmRemove;
  return (
    <ConfirmStep
      id="remove-heading"
      subject={String(subscriber.id)}
      words={{ ...c, text: c.text(subscriber.email) }}
      cancelHref={cancelHref}
    >
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="id" value={subscriber.id} />
    </ConfirmStep>
  );
}
