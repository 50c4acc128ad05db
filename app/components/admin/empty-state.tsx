import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { adminStyles } from "./styles";

const Inbox = lucideIcon(lucide.Inbox);

/** What a list shows when it has nothing to show. */
export function EmptyState({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className={`${adminStyles.card} grid justify-items-center gap-2 py-12 text-center`}>
      <Inbox aria-hidden="true" className="size-10 text-ink-300" />
      <p className="text-lg font-bold text-ink-900">{title}</p>
      {children && <div className="max-w-prose text-ink-600">{children}</div>}
    </div>
  );
}
