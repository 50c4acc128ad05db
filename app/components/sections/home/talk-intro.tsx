import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { langOf } from "~/lib/fallback-language";
import type { HomeCopy } from "~/lib/page-copy";
import { headingOf, SectionHeading } from "../../ui/section-heading";
import { Words } from "~/components/ui/words";

const Check = lucideIcon(lucide.Check);

/** The words beside the home page's 'Talk to us' form: plain HTML once rendered. */
export function TalkIntro({
  copy,
}: {
  copy: Pick<HomeCopy, "talkLabel" | "talkTitle" | "talkText" | "talkPoints">;
}) {
  return (
    <div>
      <SectionHeading id="talk-title" align="left" {...headingOf(copy, "talk")} />
      <Words of={copy} name="talkText" className="mt-6 text-lg leading-relaxed text-ink-600" />
      <ul className="mt-8 space-y-3">
        {copy.talkPoints.map((point, position) => (
          <li
            key={position}
            lang={langOf(point, "text")}
            className="flex items-center gap-3 font-medium text-ink-800"
          >
            <span className="inline-flex size-6 items-center justify-center rounded-full bg-brand-100 text-brand-700">
              <Check aria-hidden="true" className="size-4" />
            </span>
            {point.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
