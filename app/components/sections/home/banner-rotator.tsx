import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { langOf } from "~/lib/fallback-language";
import type { HomeCopy } from "~/lib/page-copy";
import { Words } from "~/components/ui/words";

const Pause = lucideIcon(lucide.Pause);
const Play = lucideIcon(lucide.Play);

/**
 * The banner's vertical list of the nine services (spec §4): three visible —
 * previous, current, next — the middle one larger and sharp, the others faded
 * and blurred. Advances every 3000 ms, cyclically; pauses while the pointer is
 * over it, while focus is inside it, or with its pause switch.
 *
 * All of it is CSS (`.banner-rotator` in app/app.css, one animation per item,
 * each a turn behind the last; the blur is a still soft copy, `data-text`, that
 * the turn crossfades with the words), so it runs before and without
 * JavaScript, off the main thread, and never downloads code
 * (docs/decisions/030-no-code-before-the-first-input.md). The
 * pause switch is a checkbox for the same reason. Every service stays in the
 * list for screen readers; the movement is only for the eyes.
 */
export function BannerRotator({
  copy,
}: {
  copy: Pick<HomeCopy, "rotatorLabel" | "rotatorPause" | "rotatorItems">;
}) {
  return (
    <div data-pause-offscreen className="banner-rotator relative">
      <Words
        of={copy}
        name="rotatorLabel"
        className="text-xs font-bold tracking-widest text-accent-300 uppercase"
      />
      <ul className="relative mt-4 h-48 overflow-hidden" aria-label={copy.rotatorLabel}>
        {copy.rotatorItems.map((item, position) => (
          <li
            key={position}
            lang={langOf(item, "name")}
            data-text={item.name}
            className="rotator-item absolute inset-x-0 top-16 flex h-16 origin-left items-center text-2xl font-extrabold tracking-tight whitespace-nowrap md:text-3xl"
          >
            <span className="rotator-sharp text-gradient">{item.name}</span>
          </li>
        ))}
      </ul>
      <label className="rotator-pause absolute top-0 right-0 inline-flex size-8 cursor-pointer items-center justify-center rounded-full border border-white/20 text-white/80 transition-colors hover:bg-white/10">
        <input type="checkbox" className="peer sr-only" />
        <Pause aria-hidden="true" className="size-3.5 peer-checked:hidden" />
        <Play aria-hidden="true" className="hidden size-3.5 peer-checked:block" />
        <Words as="span" of={copy} name="rotatorPause" className="sr-only" />
      </label>
    </div>
  );
}
