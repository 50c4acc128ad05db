import { Link, useLoaderData } from "react-router";
import { AuditList } from "~/admin/audit/audit-list";
import { BackupWarningCard } from "~/admin/backups/backup-warning";
import { EmptyState } from "~/components/admin/empty-state";
import { LeadSourcesChart } from "~/components/admin/lead-sources-chart";
import { PageHeading } from "~/components/admin/page-heading";
import { SchedulePanel } from "~/admin/publishing/schedule-panel";
import { adminStyles } from "~/components/admin/styles";
import { pausedAlertsCopy } from "~/admin/integrations/integrations-words";
import { overviewCopy as copy } from "~/content/admin/overview";
import { INTEGRATIONS_PATH } from "~/admin/integrations/integrations";
import { ANALYTICS_PATH } from "~/admin/analytics/analytics";
import { hasRole } from "~/lib/admin/roles";
import type { Route } from "./+types/overview";

export const meta = () => [{ title: `${copy.title} · Genesis console` }];

const RECENT_CHANGES = 8;

export async function loader({ context }: Route.LoaderArgs) {
  const { enquiries, comments, audit, publishing, integrations } = context.admin;
  const [newEnquiries, pendingComments, recent, schedule, pausedAlerts, me, leadSources, week] =
    await Promise.all([
      enquiries.newCount(),
      comments.pendingCount(),
      audit.recent(RECENT_CHANGES),
      publishing.schedule(),
      integrations.autoPaused(),
      context.admin.require(),
      enquiries.sourcesByWeek(),
      context.admin.analytics.figures(7),
    ]);
  const owner = hasRole(me, "owner");
  // Backups are the owners' (/admin/backups): only they are warned.
  const backupWarning = owner ? await context.admin.backups.warning() : null;
  return {
    newEnquiries,
    pendingComments,
    recent,
    schedule,
    pausedAlerts,
    canResume: owner,
    leadSources,
    backupWarning,
    week,
  };
}

const percent = new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 1 });

/** Lead alerts paused on their own after a day of failures: nobody hears of new leads there. */
function PausedAlerts({ hosts, canResume }: { hosts: string[]; canResume: boolean }) {
  return (
    <section aria-labelledby="paused-alerts-heading" className={`${adminStyles.error} grid gap-1`}>
      <h2 id="paused-alerts-heading" className="font-bold">
        {pausedAlertsCopy.heading}
      </h2>
      <p>{pausedAlertsCopy.text(hosts)}</p>
      {canResume ? (
        <p>
          <Link to={INTEGRATIONS_PATH} className="font-semibold underline underline-offset-4">
            {pausedAlertsCopy.open}
          </Link>
        </p>
      ) : (
        <p>{pausedAlertsCopy.askOwner}</p>
      )}
    </section>
  );
}

function Tile({
  value,
  label,
  to,
  action,
}: {
  value: number | string;
  label: string;
  to: string;
  action: string;
}) {
  return (
    <div className={`${adminStyles.card} grid gap-2`}>
      <p className="text-4xl font-extrabold tracking-tight text-ink-900">{value}</p>
      <p className="text-ink-600">{label}</p>
      <Link to={to} className={adminStyles.link}>
        {action}
      </Link>
    </div>
  );
}

export default function Overview() {
  const {
    newEnquiries,
    pendingComments,
    recent,
    schedule,
    pausedAlerts,
    canResume,
    leadSources,
    backupWarning,
    week,
  } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading title={copy.title} description={copy.description} />
      {pausedAlerts.length > 0 && (
        <PausedAlerts hosts={pausedAlerts.map((w) => w.host)} canResume={canResume} />
      )}
      {backupWarning && <BackupWarningCard warning={backupWarning} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <Tile
          value={newEnquiries}
          label={copy.newEnquiries}
          to="/admin/enquiries?status=new"
          action={copy.openInbox}
        />
        <Tile
          value={pendingComments}
          label={copy.pendingComments}
          to="/admin/comments?status=pending"
          action={copy.openQueue}
        />
        <Tile
          value={week.visitors}
          label={copy.visitors}
          to={`${ANALYTICS_PATH}?range=7`}
          action={copy.openAnalytics}
        />
        <Tile
          value={week.conversion === null ? "—" : percent.format(week.conversion)}
          label={copy.conversion}
          to={`${ANALYTICS_PATH}?range=7`}
          action={copy.openAnalytics}
        />
      </div>
      <LeadSourcesChart data={leadSources} />
      <SchedulePanel schedule={schedule} />
      <section aria-labelledby="recent-heading" className={adminStyles.card}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="recent-heading" className="text-lg font-bold text-ink-900">
            {copy.recent}
          </h2>
          <Link to="/admin/audit" className={adminStyles.link}>
            {copy.allChanges}
          </Link>
        </div>
        {recent.length ? <AuditList entries={recent} /> : <EmptyState title={copy.nothingRecent} />}
      </section>
    </>
  );
}
