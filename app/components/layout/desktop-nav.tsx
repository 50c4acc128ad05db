import { ChevronDown } from "lucide-react";
import { useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { NavLink } from "react-router";
import { mainMenu, menuLabels, type MenuItem } from "~/content/navigation";
import { MegaMenu } from "./mega-menu";

/**
 * The menu of wide screens (xl and up). An entry with a submenu opens on hover,
 * when keyboard focus enters it, and with Enter/Space on its toggle; it closes
 * when the pointer or focus leaves, on Escape and when a link is followed.
 */
export function DesktopNav() {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <nav aria-label={menuLabels.main} className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {mainMenu.map((item) =>
          item.submenu || item.mega ? (
            <DropdownEntry
              key={item.id}
              item={item}
              open={open === item.id}
              onOpenChange={(next) => setOpen(next ? item.id : null)}
            />
          ) : (
            <li key={item.id}>
              <TopLink item={item} />
            </li>
          ),
        )}
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
  hasToggle = false,
}: {
  item: MenuItem;
  onClick?: () => void;
  hasToggle?: boolean;
}) {
  return (
    <NavLink
      to={item.link}
      end={item.link === "/"}
      className={(state) => topLinkClass(state, hasToggle)}
      onClick={onClick}
    >
      {item.title}
    </NavLink>
  );
}

function DropdownEntry({
  item,
  open,
  onOpenChange,
}: {
  item: MenuItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = `${item.id}-menu`;
  const close = () => onOpenChange(false);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      close();
      toggle.current?.focus();
    }
  };
  const focusCameFromOutside = (event: FocusEvent<HTMLLIElement>) =>
    !event.currentTarget.contains(event.relatedTarget as Node | null);
  // Keyboard focus entering the entry opens it; moving within it (e.g. Escape
  // returning focus to the toggle) does not reopen it.
  const onFocus = (event: FocusEvent<HTMLLIElement>) => {
    if (focusCameFromOutside(event)) onOpenChange(true);
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (focusCameFromOutside(event)) close();
  };

  return (
    // Hover and focus are delegated to the entry; its controls are native links and buttons.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={item.mega ? "static" : "relative"}
      onMouseEnter={() => onOpenChange(true)}
      onMouseLeave={close}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className="flex items-center">
        <TopLink item={item} onClick={close} hasToggle />
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={menuLabels.submenu(item.title)}
          onClick={() => onOpenChange(!open)}
          className="inline-flex size-7 items-center justify-center rounded-full text-ink-300 transition-colors hover:bg-white/10 hover:text-white"
        >
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
          />
        </button>
      </div>
      {item.mega ? (
        <MegaMenu id={panelId} open={open} groups={item.mega} onNavigate={close} />
      ) : (
        <div id={panelId} hidden={!open} className="absolute top-full left-0 z-40 min-w-56 pt-3">
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
