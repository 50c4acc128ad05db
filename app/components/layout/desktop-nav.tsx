import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from "react";
import { flushSync } from "react-dom";
import { NavLink } from "react-router";
import type { MenuItem } from "~/content/navigation";
import { useInterfaceWords } from "~/lib/interface-words";
import { useMainMenu } from "~/lib/use-main-menu";
import { LanguageLink, useLanguageLinks } from "./language-switch";
import type { MegaMenuGroup } from "~/lib/site-content";
import { MegaMenu } from "./mega-menu";
import { moveFocusInPanel } from "./menu-keys";
import { useMenuIntent } from "./use-menu-intent";

const ChevronDown = lucideIcon(lucide.ChevronDown);
const noGroups: MegaMenuGroup[] = [];

/**
 * The menu of wide screens (xl and up). An entry with a submenu opens on hover
 * (see use-menu-intent.ts for the way to its panel), with Enter, Space or
 * ArrowDown, and with a click on its toggle; focus alone does not open it, so
 * Tab passes a closed entry in two stops. It closes when the pointer has left
 * it, when focus leaves it, on Escape and when a link is followed. The
 * Services panel lists `services`: the visible services, in their columns.
 */
export function DesktopNav({ services = noGroups }: { services?: MegaMenuGroup[] }) {
  // The page in the other published languages, after the menu's entries.
  const languages = useLanguageLinks();
  const words = useInterfaceWords();
  const menu = useMainMenu();
  const [open, setOpen] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  const intent = useMenuIntent(open, setOpen, () =>
    Boolean(nav.current?.querySelector(":focus-visible")),
  );

  // Escape closes a panel opened by hover too, wherever the focus is (WCAG 1.4.13).
  // Listening from the start, not from the opening: an effect added with the open
  // panel runs after it has painted, and an Escape pressed in between was lost.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") setOpen(null);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <nav ref={nav} aria-label={words.mainMenu} className="hidden self-stretch xl:block">
      {/* Entries are as tall as the header, so a panel starts where its trigger ends. */}
      <ul className="flex h-full items-center gap-1">
        {menu.map((item) =>
          item.submenu || item.mega ? (
            <DropdownEntry
              key={item.id}
              item={item}
              groups={services}
              open={open === item.id}
              onOpenChange={(next) => intent.set(next ? item.id : null)}
              onPointerEnter={(event) => intent.enter(item.id, event)}
              onPointerLeave={intent.leave}
            />
          ) : (
            <li key={item.id} className="flex h-full items-center">
              <TopLink item={item} />
            </li>
          ),
        )}
        {languages.map((link, at) => (
          <li
            key={link.code}
            className={`flex items-center ${at === 0 ? "ml-2 border-l border-white/15 pl-2" : ""}`}
          >
            <LanguageLink
              link={link}
              className="rounded-full px-4 py-2.5 text-[0.9375rem] font-medium whitespace-nowrap text-ink-200 transition-colors hover:text-white"
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}

const topLinkClass = ({ isActive }: { isActive: boolean }, hasToggle = false) =>
  `relative block rounded-full ${hasToggle ? "pr-1 pl-4" : "px-4"} py-2.5 text-[0.9375rem] font-medium whitespace-nowrap transition-colors hover:text-white ${
    isActive ? "text-white" : "text-ink-200"
  }`;

function TopLink({
  item,
  onClick,
  onKeyDown,
  hasToggle = false,
}: {
  item: MenuItem;
  onClick?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  hasToggle?: boolean;
}) {
  return (
    <NavLink
      to={item.link}
      end={item.link === "/"}
      className={(state) => topLinkClass(state, hasToggle)}
      onClick={onClick}
      onKeyDown={onKeyDown}
      lang={item.lang}
    >
      {item.title}
    </NavLink>
  );
}

function DropdownEntry({
  item,
  groups,
  open,
  onOpenChange,
  onPointerEnter,
  onPointerLeave,
}: {
  item: MenuItem;
  /** The Services panel's columns (an entry with `mega`). */
  groups: MegaMenuGroup[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPointerEnter: (event: PointerEvent) => void;
  onPointerLeave: (event: PointerEvent) => void;
}) {
  const words = useInterfaceWords();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = `${item.id}-menu`;
  const close = () => onOpenChange(false);
  // The panel joins the page when first opened and then stays, hidden when
  // closed: on every page load it would be dozens of elements nobody sees.
  // Without JavaScript it could not open anyway; its entry's own link leads
  // to the same pages.
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);

  /** Opens the panel and puts focus on its first link. */
  const openInto = () => {
    flushSync(() => onOpenChange(true));
    if (panel.current) moveFocusInPanel(panel.current, "Home");
  };

  // On the trigger link, Enter follows it; Space and ArrowDown open the panel.
  // The toggle is a button: Enter and Space click it, ArrowDown opens into the panel.
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      openInto();
    } else if (event.key === " " && event.currentTarget !== toggle.current) {
      event.preventDefault();
      onOpenChange(true);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      close();
      toggle.current?.focus();
      return;
    }
    const target = event.target as Node;
    if (open && panel.current?.contains(target)) {
      if (moveFocusInPanel(panel.current, event.key)) event.preventDefault();
    }
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    // Pointer, focus and keys are delegated to the entry; its controls are native links and buttons.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={`flex h-full items-center ${item.mega ? "static" : "relative"}`}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <TopLink item={item} onClick={close} onKeyDown={onTriggerKeyDown} hasToggle />
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={mounted ? panelId : undefined}
        aria-label={words.submenu?.replace("{title}", item.title)}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onTriggerKeyDown}
        className="inline-flex size-7 items-center justify-center rounded-full text-ink-300 transition-colors hover:bg-white/10 hover:text-white"
      >
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
        />
      </button>
      {!mounted ? null : item.mega ? (
        <MegaMenu ref={panel} id={panelId} open={open} groups={groups} onNavigate={close} />
      ) : (
        <div
          ref={panel}
          id={panelId}
          hidden={!open}
          className="absolute top-full left-0 z-40 min-w-56 pt-2"
        >
          <ul className="rounded-2xl border border-ink-100 bg-white p-2 text-ink-800 shadow-[var(--shadow-card)]">
            {item.submenu?.map((sub) => (
              <li key={sub.id}>
                <NavLink
                  to={sub.link}
                  end
                  onClick={close}
                  className={({ isActive }) =>
                    `block rounded-xl px-4 py-2.5 text-sm font-medium transition-colors hover:bg-brand-100 hover:text-brand-700 ${
                      isActive ? "text-brand-700" : ""
                    }`
                  }
                  lang={sub.lang}
                >
                  {sub.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
