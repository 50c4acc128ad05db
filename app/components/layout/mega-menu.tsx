import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { Ref } from "react";
import { Link } from "react-router";
import { langOf } from "~/lib/fallback-language";
import { useInterfaceWords } from "~/lib/interface-words";
import type { MegaMenuGroup } from "~/lib/site-content";
import { Words } from "~/components/ui/words";

const ArrowRight = lucideIcon(lucide.ArrowRight);

/**
 * The Services panel of the desktop menu: the services' groups (the
 * root loader's `menus`, three on a fresh database) and a call to action.
 * Its top edge is its trigger's bottom edge (pt-2 is part of it), so the
 * pointer never leaves the entry on its way down. Closed, it is `hidden`: none
 * of its links is a Tab stop.
 */
export function MegaMenu({
  ref,
  id,
  open,
  groups,
  onNavigate,
}: {
  ref?: Ref<HTMLDivElement>;
  id: string;
  open: boolean;
  groups: MegaMenuGroup[];
  onNavigate: () => void;
}) {
  const words = useInterfaceWords();
  return (
    <div
      ref={ref}
      id={id}
      hidden={!open}
      className="mega-menu absolute inset-x-0 top-full z-40 pt-2"
    >
      <div className="container-site">
        <div className="grid grid-cols-[1fr_1fr_1fr_18rem] gap-8 rounded-3xl border border-ink-100 bg-white p-8 text-ink-900 shadow-[0_30px_80px_-30px_rgb(6_10_27/0.45)]">
          {groups.map((group) => (
            <div key={group.id} data-menu-column>
              <h2 className="px-3 text-xs font-bold tracking-widest text-brand-700 uppercase">
                {group.title}
              </h2>
              <ul className="mt-3 space-y-0.5">
                {group.entries.map((entry, index) => (
                  <li key={index}>
                    <Link
                      to={`/service/${entry.serviceId}`}
                      onClick={onNavigate}
                      className="group/entry block rounded-xl px-3 py-2 transition-colors hover:bg-ink-50"
                    >
                      <span
                        lang={entry.titleLang}
                        className="block text-sm font-semibold text-ink-900 group-hover/entry:text-brand-700"
                      >
                        {entry.title}
                      </span>
                      <span lang={entry.descriptionLang} className="block text-xs text-ink-600">
                        {entry.description}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div
            data-menu-column
            className="flex flex-col justify-between rounded-2xl bg-hero p-6 text-white"
          >
            <div>
              <Words
                of={words}
                name="megaPromoLabel"
                className="text-xs font-bold tracking-widest text-accent-300 uppercase"
              />
              <Words
                of={words}
                name="megaPromoTitle"
                className="mt-3 text-lg leading-snug font-bold"
              />
            </div>
            <Link
              to="/contact"
              onClick={onNavigate}
              lang={langOf(words, "startProject")}
              className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-white hover:text-accent-300"
            >
              {words.startProject}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
