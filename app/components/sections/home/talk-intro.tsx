import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { HomeCopy } from "~/lib/page-copy";
import { SectionHeading } from "../../ui/section-heading";

const Check = lucideIcon(lucide.Check);

/** The words beside the home page's 'Talk to us' form: plain HTML once rendered. */
export function TalkIntro({
  copy,
}: {
  copy: Pick<HomeCopy, "talkLabel" | "talkTitle" | "talkText" | "talkPoints">;
}) {
  return (
    <div>
      <SectionHeading id="talk-title" align="left" label={copy.talkLabel} title={copy.talkTitle} />
      <p className="mt-6 text-lg leading-relaxed text-ink-600">{copy.talkText}</p>
      <ul className="mt-8 space-y-3">
        {copy.talkPoints.map(({ text: point }, position) => (
          <li key={position} className="flex items-center gap-3 font-medium text-ink-800">
            <span className="inline-flex size-6 items-center justify-center rounded-full bg-brand-100 text-brand-700">
              <Check aria-hidden="true" className="size-4" />
            </span>
            {point}
          </li>
        ))}
      </ul>
    </div>
  );
}
