import { Form } from "react-router";
import { integrationsCopy as copy } from "./integrations-words";
import { DELIVERY_LOG_SIZE, type DeliveryRow, type WebhookRow } from "./integrations";
import { DateTime } from "~/components/admin/date-time";
import { EmptyState } from "~/components/admin/empty-state";
import { ListSection } from "~/components/admin/list-section";
import { StatusBadge } from "~/components/admin/status-badge";
import { adminStyles } from "~/components/admin/styles";

const hostOf = (url: string) => (URL.canParse(url) ? new URL(url).host : url);

/** One of a webhook's buttons: a form of its own, posting the intent and the webhook's id. */
function Action({
  intent,
  id,
  label,
  host,
  busy,
  danger = false,
}: {
  intent: string;
  id: string;
  label: string;
  host: string;
  busy: boolean;
  danger?: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        disabled={busy}
        aria-label={copy.actionLabel(label, host)}
        className={danger ? adminStyles.dangerButton : adminStyles.secondaryButton}
      >
        {label}
      </button>
    </Form>
  );
}

const cell = "px-3 py-2.5 align-top sm:px-4";
// Phones: two columns, the time (the event under it) and the result (the status code, the
// answer time, the attempts and the error under it).
const wide = "hidden md:table-cell";
const narrow = "block text-xs text-ink-600 md:hidden";

function Deliveries({ id, deliveries }: { id: string; deliveries: DeliveryRow[] }) {
  const c = copy.columns;
  return (
    <div className="grid gap-2">
      <h4 id={`webhook-${id}-deliveries`} className="font-bold text-ink-900">
        {copy.deliveries}
      </h4>
      {deliveries.length === 0 ? (
        <p className="text-sm text-ink-600">{copy.noDeliveries}</p>
      ) : (
        <>
          <p className="text-sm text-ink-600">{copy.deliveriesIntro(DELIVERY_LOG_SIZE)}</p>
          <div className="overflow-x-auto rounded-xl ring-1 ring-ink-100">
            <table
              className="w-full text-left text-sm"
              aria-labelledby={`webhook-${id}-deliveries`}
            >
              <thead className="border-b border-ink-100 bg-ink-50 text-xs tracking-wide text-ink-600 uppercase">
                <tr>
                  {(
                    [
                      [c.time, ""],
                      [c.event, wide],
                      [c.state, ""],
                      [c.status, wide],
                      [c.duration, wide],
                      [c.attempts, wide],
                      [c.error, wide],
                    ] as const
                  ).map(([label, only]) => (
                    <th key={label} scope="col" className={`${cell} ${only} font-semibold`}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100">
                {deliveries.map((d) => (
                  <tr key={d.id} data-delivery={d.id}>
                    <td className={`${cell} whitespace-nowrap text-ink-700`}>
                      <DateTime value={d.lastAttemptAt ?? d.createdAt} />
                      <span className={narrow}>{copy.events[d.event] ?? d.event}</span>
                    </td>
                    <td className={`${cell} ${wide} text-ink-700`}>
                      {copy.events[d.event] ?? d.event}
                    </td>
                    <td className={`${cell} md:whitespace-nowrap`}>
                      <StatusBadge
                        status={
                          d.state === "delivered"
                            ? "approved"
                            : d.state === "failed"
                              ? "spam"
                              : "pending"
                        }
                        label={
                          d.state === "pending" && d.attempts > 0
                            ? copy.retrying
                            : (copy.states[d.state] ?? d.state)
                        }
                      />
                      {d.statusCode !== null && (
                        <span className={`${narrow} tabular-nums`}>
                          {copy.answer(d.statusCode, d.durationMs)}
                        </span>
                      )}
                      <span className={narrow}>{copy.attemptCount(d.attempts)}</span>
                      {d.error && <span className={`${narrow} break-words`}>{d.error}</span>}
                    </td>
                    <td className={`${cell} ${wide} text-ink-700 tabular-nums`}>
                      {d.statusCode ?? copy.none}
                    </td>
                    <td className={`${cell} ${wide} whitespace-nowrap text-ink-700 tabular-nums`}>
                      {d.durationMs === null ? copy.none : copy.milliseconds(d.durationMs)}
                    </td>
                    <td className={`${cell} ${wide} text-ink-700 tabular-nums`}>{d.attempts}</td>
                    <td className={`${cell} ${wide} break-words text-ink-700`}>
                      {d.error ?? copy.none}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}

/** The webhooks of /admin/integrations, each with its state, its secret, its buttons and its log. */
export function WebhookList({ webhooks, busy }: { webhooks: WebhookRow[]; busy: boolean }) {
  return (
    <ListSection id="webhooks-heading" heading={copy.listHeading}>
      {webhooks.length === 0 && <EmptyState title={copy.empty} />}
      {webhooks.map((webhook) => {
        const host = hostOf(webhook.url);
        const failing = webhook.paused?.reason === "failing";
        return (
          <section
            key={webhook.id}
            id={`webhook-${webhook.id}`}
            aria-labelledby={`webhook-${webhook.id}-heading`}
            className={`${adminStyles.card} grid gap-4`}
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="grid min-w-0 flex-1 basis-64 gap-1">
                <h3
                  id={`webhook-${webhook.id}-heading`}
                  className="font-bold break-all text-ink-900"
                >
                  {webhook.url}
                </h3>
                <p className="text-sm text-ink-600">
                  {copy.fields.format}: {copy.formats[webhook.format]} · {copy.added}{" "}
                  <DateTime value={webhook.createdAt} />
                </p>
              </div>
              <StatusBadge
                status={webhook.paused ? (failing ? "spam" : "closed") : "approved"}
                label={webhook.paused ? (failing ? copy.pausedFailing : copy.paused) : copy.active}
              />
            </div>
            {webhook.paused && (
              <p className={failing ? adminStyles.error : "text-sm text-ink-700"}>
                {copy.pausedSince} <DateTime value={webhook.paused.at} />.{" "}
                {failing && copy.pausedFailingHint}
              </p>
            )}
            {!webhook.paused && webhook.failingSince && (
              <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
                {copy.failingSince} <DateTime value={webhook.failingSince} />. {copy.failingHint}
              </p>
            )}
            <details className="text-sm">
              <summary className="w-fit cursor-pointer font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4">
                {copy.showSecret}
              </summary>
              <code className="mt-2 block rounded-lg bg-ink-50 px-3 py-2 font-mono break-all text-ink-900 ring-1 ring-ink-100">
                {webhook.secret}
              </code>
            </details>
            <div className="flex flex-wrap gap-3">
              {(
                [
                  ["test", copy.sendTest],
                  webhook.paused ? ["resume", copy.resume] : ["pause", copy.pause],
                  ["delete", copy.remove],
                ] as const
              ).map(([intent, label]) => (
                <Action
                  key={intent}
                  intent={intent}
                  id={webhook.id}
                  label={label}
                  host={host}
                  busy={busy}
                  danger={intent === "delete"}
                />
              ))}
            </div>
            <Deliveries id={webhook.id} deliveries={webhook.deliveries} />
          </section>
        );
      })}
    </ListSection>
  );
}
