import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { NavLink } from "react-router";
import type { MenuItem } from "~/content/navigation";
import { fillWords } from "~/lib/fill-words";
import { langOf } from "~/lib/fallback-language";
import { useInterfaceWords } from "~/lib/interface-words";
import { useMainMenu } from "~/lib/use-main-menu";
import type { MegaMenuGroup } from "~/lib/site-content";
import { useSiteSettings } from "~/lib/use-site-settings";
import { Logo } from "./logo";
import { LanguageSwitch } from "./language-switch";
import { ThemeToggle } from "./theme-toggle";
import { Words } from "~/components/ui/words";

const ChevronDown = lucideIcon(lucide.ChevronDown);
const X = lucideIcon(lucide.X);

/**
 * The slide-in panel of the mobile menu (mobile-menu.tsx opens it): a modal
 * <dialog>, so focus moves into it, the page behind is inert and Escape closes
 * it, over an overlay. Two levels of collapsible submenus, one open entry per
 * level; a second tap collapses it. Closes on the overlay, the close button, a
 * followed link and Escape. Loaded the first time a visitor reaches for the
 * menu: most visits never open it. Its Services entry lists `services`, the
 * visible services in their groups.
 */
export default function MobileMenuPanel({
  open,
  services = [],
  onClosed,
}: {
  open: boolean;
  services?: MegaMenuGroup[];
  /** The dialog closed, by any means. */
  onClosed: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { siteName } = useSiteSettings();
  const words = useInterfaceWords();
  const menu = useMainMenu();
  const [openTop, setOpenTop] = useState<string | null>(null);
  const [openSecond, setOpenSecond] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const close = () => dialog.current?.close();

  // The dialog's own close event covers Escape, the button, links and the overlay.
  const onClose = () => {
    setOpenTop(null);
    setOpenSecond(null);
    onClosed();
  };

  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the ::backdrop reaches the dialog element itself, outside its box.
    if (event.target !== dialog.current) return;
    const box = dialog.current.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) close();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events -- the click closes on the overlay; the keyboard path is Escape, handled by <dialog>
    <dialog
      ref={dialog}
      aria-label={words.menu}
      onClose={onClose}
      onClick={onDialogClick}
      className="mobile-menu fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto bg-ink-950 p-0 text-white shadow-2xl"
    >
      <div className="flex items-center justify-between border-b border-white/10 px-5 py-4">
        <Logo name={siteName} words={words} onClick={close} />
        <button
          type="button"
          onClick={close}
          className="inline-flex size-11 items-center justify-center rounded-full border border-white/20 transition-colors hover:bg-white/10"
        >
          <X aria-hidden="true" className="size-5" />
          <Words as="span" of={words} name="closeMenu" className="sr-only" />
        </button>
      </div>
      <nav aria-label={words.mainMenu} className="px-3 py-4">
        <ul className="space-y-1">
          {menu.map((item) => (
            <TopEntry
              key={item.id}
              item={item}
              groups={services}
              expanded={openTop === item.id}
              onToggle={() => {
                setOpenTop((current) => (current === item.id ? null : item.id));
                setOpenSecond(null);
              }}
              openSecond={openSecond}
              onToggleSecond={(id) => setOpenSecond((current) => (current === id ? null : id))}
              onNavigate={close}
            />
          ))}
        </ul>
      </nav>
      <LanguageSwitch className="border-t border-white/10 px-5 py-2" />
      <ThemeToggle look="row" className="border-t border-white/10 px-3 py-4" />
      <div className="px-5 pb-8">
        <NavLink
          to="/contact"
          onClick={close}
          lang={langOf(words, "startProject")}
          className="flex items-center justify-center rounded-full bg-brand-600 px-6 py-3 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {words.startProject}
        </NavLink>
      </div>
    </dialog>
  );
}

const rowClass =
  "flex w-full items-center justify-between rounded-xl px-4 py-3 text-base font-semibold transition-colors hover:bg-white/5";

function MenuRow({
  to,
  onNavigate,
  children,
  className = rowClass,
  lang,
}: {
  to: string;
  onNavigate: () => void;
  children: ReactNode;
  className?: string;
  lang?: string | undefined;
}) {
  return (
    <NavLink
      to={to}
      end
      onClick={onNavigate}
      lang={lang}
      className={({ isActive }) => `${className} ${isActive ? "text-accent-300" : ""}`}
    >
      {children}
    </NavLink>
  );
}

function Disclosure({
  label,
  expanded,
  onToggle,
  level,
  children,
  lang,
}: {
  label: string;
  lang?: string | undefined;
  expanded: boolean;
  onToggle: () => void;
  level: 1 | 2;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={onToggle}
        lang={lang}
        className={level === 1 ? rowClass : `${rowClass} py-2.5 text-sm text-ink-200`}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 transition-transform motion-reduce:transition-none ${expanded ? "rotate-180" : ""}`}
        />
      </button>
      <div id={id} hidden={!expanded}>
        {children}
      </div>
    </>
  );
}

function TopEntry({
  item,
  groups,
  expanded,
  onToggle,
  openSecond,
  onToggleSecond,
  onNavigate,
}: {
  item: MenuItem;
  /** The Services entry's groups (an entry with `mega`). */
  groups: MegaMenuGroup[];
  expanded: boolean;
  onToggle: () => void;
  openSecond: string | null;
  onToggleSecond: (id: string) => void;
  onNavigate: () => void;
}) {
  const words = useInterfaceWords();
  if (!item.submenu && !item.mega) {
    return (
      <li>
        <MenuRow to={item.link} onNavigate={onNavigate} lang={item.lang}>
          {item.title}
        </MenuRow>
      </li>
    );
  }
  const subClass =
    "block rounded-lg px-4 py-2.5 text-sm text-ink-200 hover:bg-white/5 hover:text-white";
  return (
    <li>
      <Disclosure
        label={item.title}
        lang={item.lang}
        expanded={expanded}
        onToggle={onToggle}
        level={1}
      >
        <ul className="ml-3 space-y-0.5 border-l border-white/10 py-1 pl-2">
          {item.mega && (
            <li>
              <MenuRow to={item.link} onNavigate={onNavigate} className={subClass}>
                {fillWords(words.allOf ?? "", { title: item.title })}
              </MenuRow>
            </li>
          )}
          {item.submenu?.map((sub) => (
            <li key={sub.id}>
              <MenuRow to={sub.link} onNavigate={onNavigate} className={subClass} lang={sub.lang}>
                {sub.title}
              </MenuRow>
            </li>
          ))}
          {item.mega &&
            groups.map((group) => (
              <li key={group.id}>
                <Disclosure
                  label={group.title}
                  expanded={openSecond === group.id}
                  onToggle={() => onToggleSecond(group.id)}
                  level={2}
                >
                  <ul className="ml-3 border-l border-white/10 py-1 pl-2">
                    {group.entries.map((entry, index) => (
                      <li key={index}>
                        <MenuRow
                          to={`/service/${entry.serviceId}`}
                          onNavigate={onNavigate}
                          className={subClass}
                          lang={entry.titleLang}
                        >
                          {entry.title}
                        </MenuRow>
                      </li>
                    ))}
                  </ul>
                </Disclosure>
              </li>
            ))}
        </ul>
      </Disclosure>
    </li>
  );
}
