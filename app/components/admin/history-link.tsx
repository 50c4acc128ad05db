import * as lucide from "lucide";
import { Link } from "react-router";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { revisionsCopy as copy } from "~/content/admin/revisions";
import { historyPath, type RevisionKind } from "~/lib/admin/revisions";
import { adminStyles } from "./styles";

const HistoryIcon = lucideIcon(lucide.RotateCcwClock);

/** 'History' in an editor's heading: the item's saved versions. */
export function HistoryLink({ kind, itemKey }: { kind: RevisionKind; itemKey: string }) {
  return (
    <Link to={historyPath(kind, itemKey)} className={adminStyles.secondaryButton}>
      <HistoryIcon aria-hidden="true" className="size-4" />
      {copy.history}
    </Link>
  );
}
