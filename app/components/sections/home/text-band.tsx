import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { langOf } from "~/lib/fallback-language";
import type { HomeCopy } from "~/lib/page-copy";

const Sparkle = lucideIcon(lucide.Sparkle);

/** The horizontally scrolling band of titles; static under reduced motion. */
export function TextBand({ copy }: { copy: Pick<HomeCopy, "textBandLabel" | "textBandItems"> }) {
  const row = (hidden: boolean) => (
    <ul aria-hidden={hidden || undefined} className="flex shrink-0 items-center">
      {copy.textBandItems.map((item, position) => (
        <li
          key={position}
          lang={langOf(item, "text")}
          className="flex items-center gap-8 px-4 text-3xl font-extrabold tracking-tight whitespace-nowrap md:text-5xl"
        >
          {item.text}
          <Sparkle aria-hidden="true" className="size-7 text-accent-400" />
        </li>
      ))}
    </ul>
  );
  return (
    <section
      aria-label={copy.textBandLabel}
      data-pause-offscreen
      className="overflow-hidden bg-brand-600 py-8 text-white"
    >
      <div className="text-band-track flex w-max">
        {row(false)}
        {row(true)}
      </div>
    </section>
  );
}
