import { Icon } from "../ui/icon";
import { Reveal } from "../ui/reveal";
import { Words } from "~/components/ui/words";

/** An item of a page's copy, spread with its icon: its marks come along (app/lib/fallback-language.ts). */
export interface IconCard {
  id: string;
  icon: string;
  title: string;
  text: string;
}

const staggers = [0, 0.2, 0.3, 0.4] as const;

/** Four cards of icon, title and text that fade in one after another (why us, industries…). */
export function IconCardGrid({
  items,
  accent = "soft",
}: {
  items: readonly IconCard[];
  accent?: "soft" | "gradient";
}) {
  return (
    <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item, i) => (
        <Reveal
          as="li"
          key={item.id}
          delay={staggers[i % staggers.length]}
          className="rounded-[var(--radius-card)] border border-ink-100 bg-white p-7 shadow-[var(--shadow-card)]"
        >
          <span
            className={`inline-flex size-12 items-center justify-center rounded-xl ${
              accent === "gradient"
                ? "bg-gradient-to-br from-brand-600 to-accent-400 text-white"
                : "bg-brand-100 text-brand-700"
            }`}
          >
            <Icon name={item.icon} />
          </span>
          <Words as="h3" of={item} name="title" className="mt-5 text-lg font-bold text-ink-900" />
          <Words of={item} name="text" className="mt-2 text-ink-600" />
        </Reveal>
      ))}
    </ul>
  );
}
