import { Link } from "react-router";
import { scheduleCopy as copy } from "./schedule-words";
import type { ItemKind } from "./editorial";
import type { ScheduleOverview } from "./schedule";
import { DateTime } from "~/components/admin/date-time";
import { adminStyles } from "~/components/admin/styles";

const editorOf = (kind: ItemKind, id: number) =>
  `${kind === "project" ? "/admin/projects" : "/admin/posts"}/${id}`;

/**
 * The overview's schedule: what goes live next, each
 * linked to its editor, and what went live late, with its planned and actual times.
 */
export function SchedulePanel({ schedule }: { schedule: ScheduleOverview }) {
  return (
    <>
      {schedule.late.length > 0 && (
        <section aria-labelledby="late-heading" className={`${adminStyles.card} grid gap-3`}>
          <div>
            <h2 id="late-heading" className="text-lg font-bold text-ink-900">
              {copy.late.heading}
            </h2>
            <p className="mt-1 text-sm text-ink-600">{copy.late.intro}</p>
          </div>
          <ul className="divide-y divide-ink-100">
            {schedule.late.map((item) => (
              <li key={`${item.kind}-${item.id}`} className="grid gap-1 py-3">
                <ItemLink item={item} />
                <span className="text-sm text-ink-700">
                  {copy.late.planned} <DateTime value={item.planned} /> · {copy.late.actual}{" "}
                  <DateTime value={item.actual} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="scheduled-heading" className={`${adminStyles.card} grid gap-3`}>
        <div>
          <h2 id="scheduled-heading" className="text-lg font-bold text-ink-900">
            {copy.heading}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{copy.intro}</p>
        </div>
        {schedule.upcoming.length ? (
          <ul className="divide-y divide-ink-100">
            {schedule.upcoming.map((item) => (
              <li
                key={`${item.kind}-${item.id}`}
                className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4"
              >
                <span className="text-sm text-ink-700">
                  <span className="sr-only">{copy.goesLive} </span>
                  <DateTime value={item.at} />
                </span>
                <ItemLink item={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-ink-600">{copy.empty}</p>
        )}
      </section>
    </>
  );
}

/** An item of the schedule: its kind, then its title linked to its editor. */
function ItemLink({ item }: { item: { kind: ItemKind; id: number; title: string } }) {
  return (
    <span>
      <span className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
        {copy.kinds[item.kind]}
      </span>{" "}
      <Link to={editorOf(item.kind, item.id)} className={adminStyles.link}>
        {item.title}
      </Link>
    </span>
  );
}
