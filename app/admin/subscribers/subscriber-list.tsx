import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
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
  // The question appears above the list: take focus there, so keyboard and
  // screen reader users land on it rather than on the link they left.
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), [subscriber.id]);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="remove-heading"
      className={`${adminStyles.card} grid gap-3 ring-rose-200 focus:outline-none focus-visible:ring-3 focus-visible:ring-accent-400`}
    >
      <h2 id="remove-heading" className="text-lg font-bold text-ink-900">
        {c.heading}
      </h2>
      <p className="break-words text-ink-700">{c.text(subscriber.email)}</p>
      <Form method="post" className="flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="id" value={subscriber.id} />
        <button type="submit" className={adminStyles.dangerButton}>
          {c.button}
        </button>
        <Link to={cancelHref} className={adminStyles.secondaryButton}>
          {c.cancel}
        </Link>
      </Form>
    </section>
  );
}
