import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { ReactNode } from "react";

const EyeOff = lucideIcon(lucide.EyeOff);

/** The band over a draft shown to a signed-in user, or to anyone through a preview link. */
export function PreviewNotice({ children, lang }: { children: ReactNode; lang?: string }) {
  return (
    <p
      role="status"
      lang={lang}
      className="mb-8 flex items-center gap-3 rounded-[var(--radius-card)] bg-amber-100 px-5 py-4 font-semibold text-amber-950 ring-1 ring-amber-300"
    >
      <EyeOff aria-hidden="true" className="size-5 shrink-0" />
      {children}
    </p>
  );
}
