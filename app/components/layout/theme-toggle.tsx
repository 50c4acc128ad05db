import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { FormEvent } from "react";
import { useInterfaceWords } from "~/lib/interface-words";
import { chooseTheme, isTheme } from "~/lib/theme-choice";
import { Words } from "~/components/ui/words";

const Moon = lucideIcon(lucide.Moon);
const Sun = lucideIcon(lucide.Sun);

const looks = {
  icon: "size-11 justify-center rounded-full border border-white/20 text-white transition-colors hover:bg-white/10",
  row: "w-full gap-3 rounded-xl px-4 py-3 text-base font-semibold text-white transition-colors hover:bg-white/5",
} as const;

/**
 * Light or dark. Both buttons are in the HTML and CSS shows the one
 * leading away from the theme on screen, the visitor's choice or else the
 * system's: the page's HTML stays the same for everyone (pre-rendered pages)
 * and the right button shows before any script runs. Without JavaScript the
 * form posts to /theme, which sets the cookie and comes back to the page;
 * with it the choice is made in place, without a reload.
 */
export function ThemeToggle({
  look = "icon",
  className = "",
}: {
  /** icon: a round button (header); row: icon and words (mobile menu). */
  look?: keyof typeof looks;
  className?: string;
}) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const theme = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
    if (!isTheme(theme)) return;
    event.preventDefault();
    chooseTheme(theme);
    // The pressed button is hidden now: focus goes to the one shown in its place.
    event.currentTarget.querySelector<HTMLElement>(`button:not([value="${theme}"])`)?.focus();
  };
  const label = look === "icon" ? "sr-only" : undefined;
  const words = useInterfaceWords();
  return (
    <form method="post" action="/theme" onSubmit={onSubmit} className={className}>
      <button
        type="submit"
        name="theme"
        value="dark"
        className={`inline-flex items-center dark:hidden ${looks[look]}`}
      >
        <Moon aria-hidden="true" className="size-5 shrink-0" />
        <Words as="span" of={words} name="switchToDark" className={label} />
      </button>
      <button
        type="submit"
        name="theme"
        value="light"
        className={`hidden items-center dark:inline-flex ${looks[look]}`}
      >
        <Sun aria-hidden="true" className="size-5 shrink-0" />
        <Words as="span" of={words} name="switchToLight" className={label} />
      </button>
    </form>
  );
}
