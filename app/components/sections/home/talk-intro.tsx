import { Check as checkShape } from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { talkSection } from "~/content/home/talk";
import { SectionHeading } from "../../ui/section-heading";

const Check = lucideIcon(checkShape);

/** The words beside the home page's 'Talk to us' form: plain HTML once rendered. */
export function TalkIntro() {
  return (
    <div>
      <SectionHeading
        id="talk-title"
        align="left"
        label={talkSection.label}
        title={talkSection.title}
      />
      <p className="mt-6 text-lg leading-relaxed text-ink-600">{talkSection.text}</p>
      <ul className="mt-8 space-y-3">
        {talkSection.points.map((point) => (
          <li key={point} className="flex items-center gap-3 font-medium text-ink-800">
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
