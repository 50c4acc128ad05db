import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { useEffect, useRef, useState } from "react";
import { Form, NavLink, useLocation } from "react-router";
import { consoleCopy } from "~/content/admin/console";
import { hasRole, type ConsoleUser } from "~/lib/admin/roles";
import { adminStyles } from "./styles";

const Menu = lucideIcon(lucide.Menu);

const copy = consoleCopy.nav;

type NavGroup = keyof typeof copy.groups;
interface NavEntry {
  to: string;
  label: string;
  end: boolean;
  owner: boolean;
  group: NavGroup;
}

// The console's areas in four groups: what comes in, what the site says, how the site runs,
// and who may do what. Every address and label is the one docs/console.md names.
const links = [
  { to: "/admin", label: copy.overview, end: true, owner: false, group: "inbox" },
  { to: "/admin/enquiries", label: copy.enquiries, end: false, owner: false, group: "inbox" },
  { to: "/admin/comments", label: copy.comments, end: false, owner: false, group: "inbox" },
  { to: "/admin/subscribers", label: copy.subscribers, end: false, owner: false, group: "inbox" },
  { to: "/admin/analytics", label: copy.analytics, end: false, owner: false, group: "inbox" },
  { to: "/admin/projects", label: copy.projects, end: false, owner: false, group: "content" },
  { to: "/admin/posts", label: copy.posts, end: false, owner: false, group: "content" },
  { to: "/admin/pages", label: copy.pages, end: false, owner: false, group: "content" },
  { to: "/admin/services", label: copy.services, end: false, owner: false, group: "content" },
  {
    to: "/admin/testimonials",
    label: copy.testimonials,
    end: false,
    owner: false,
    group: "content",
  },
  { to: "/admin/team", label: copy.team, end: false, owner: false, group: "content" },
  { to: "/admin/partners", label: copy.partners, end: false, owner: false, group: "content" },
  { to: "/admin/pricing", label: copy.pricing, end: false, owner: false, group: "content" },
  { to: "/admin/media", label: copy.media, end: false, owner: false, group: "content" },
  { to: "/admin/settings", label: copy.settings, end: false, owner: true, group: "site" },
  { to: "/admin/redirects", label: copy.redirects, end: false, owner: false, group: "site" },
  { to: "/admin/languages", label: copy.languages, end: false, owner: true, group: "site" },
  { to: "/admin/integrations", label: copy.integrations, end: false, owner: true, group: "site" },
  { to: "/admin/users", label: copy.users, end: false, owner: true, group: "administration" },
  { to: "/admin/audit", label: copy.audit, end: false, owner: false, group: "administration" },
  { to: "/admin/privacy", label: copy.privacy, end: false, owner: true, group: "administration" },
  { to: "/admin/backups", label: copy.backups, end: false, owner: true, group: "administration" },
  { to: "/admin/account", label: copy.account, end: false, owner: false, group: "administration" },
] as const satisfies readonly NavEntry[];

/** The areas, each group named by its heading; `place` keeps the two copies' ids apart. */
function NavLinks({
  newCount,
  role,
  place,
}: {
  newCount: number;
  role: ConsoleUser["role"];
  place: "menu" | "side";
}) {
  const shown = links.filter((link) => !link.owner || hasRole({ role }, "owner"));
  return (
    <div className="grid gap-4 lg:gap-2">
      {(Object.keys(copy.groups) as NavGroup[]).map((group) => {
        const id = `console-nav-${place}-${group}`;
        const entries = shown.filter((link) => link.group === group);
        if (!entries.length) return null;
        return (
          <div key={group} role="group" aria-labelledby={id}>
            <p
              id={id}
              className="px-4 pb-1 text-[0.6875rem] font-bold tracking-[0.12em] text-ink-300 uppercase"
            >
              {copy.groups[group]}
            </p>
            <ul className="grid gap-1 lg:gap-0">
              {entries.map((link) => (
                <li key={link.to}>
                  {/* 24 px tall on wide screens (the targets' least, WCAG 2.5.8): every area in view on a 1440×900 screen. */}
                  <NavLink
                    to={link.to}
                    end={link.end}
                    className={({ isActive }) =>
                      `flex min-h-11 items-center justify-between gap-3 rounded-xl px-4 py-2 text-sm font-semibold transition-colors lg:min-h-6 lg:rounded-lg lg:py-0.5 ${
                        isActive
                          ? "bg-white/12 text-white"
                          : "text-ink-200 hover:bg-white/6 hover:text-white"
                      }`
                    }
                  >
                    {link.label}
                    {link.to === "/admin/enquiries" && newCount > 0 && (
                      <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs leading-none font-bold text-ink-950">
                        {copy.newCount(newCount)}
                      </span>
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

function Account({ user }: { user: ConsoleUser }) {
  return (
    // minmax(0, 1fr): a long address is cut with an ellipsis, not pushed past the side bar.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3 border-t border-white/10 pt-4 text-sm">
      <p className="text-ink-300">
        {/* Beside the areas on a wide screen the address and the role say it well enough. */}
        <span className="lg:sr-only">{copy.signedInAs}</span>
        <span className="block truncate font-semibold text-white" title={user.email}>
          {user.email}
        </span>
        <span className="text-ink-300">{consoleCopy.roles[user.role]}</span>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
        <Form method="post" action="/admin/logout">
          <button type="submit" className={`${adminStyles.secondaryButton} lg:min-h-9 lg:px-4`}>
            {copy.signOut}
          </button>
        </Form>
        <a href="/" className="text-ink-300 underline underline-offset-4 hover:text-white">
          {copy.viewSite}
        </a>
      </div>
    </div>
  );
}

/**
 * The wide screens' links: they scroll on a short window, so that who is
 * signed in and 'Sign out' stay in view, fading out at the foot while more
 * follow, with the current page's link scrolled into view.
 */
function SideLinks({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const [more, setMore] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    // The list alone scrolls to the current link: scrollIntoView would scroll the window
    // too, and the page would open with its title out of view.
    const current = box.querySelector('[aria-current="page"]');
    if (current) {
      const link = current.getBoundingClientRect();
      const list = box.getBoundingClientRect();
      box.scrollTop += link.top - list.top - (box.clientHeight - link.height) / 2;
    }
    const update = () => setMore(box.scrollTop + box.clientHeight < box.scrollHeight - 4);
    update();
    box.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      box.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [pathname]);
  return (
    <div
      ref={ref}
      className={`-mx-2 min-h-0 flex-1 overflow-y-auto px-2 py-1 ${more ? "[mask-image:linear-gradient(to_bottom,black_calc(100%-3rem),transparent)]" : ""}`}
    >
      {children}
    </div>
  );
}

/**
 * The console's frame: a side bar beside the page on wide screens, a bar
 * with a disclosure menu on narrow ones (a <details>, so it opens without
 * script). Its own skip link and landmarks; the public header and footer are
 * not shown here (app/root.tsx).
 */
export function ConsoleFrame({
  user,
  newCount,
  children,
}: {
  user: ConsoleUser;
  newCount: number;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-ink-50 lg:flex-row">
      <a
        href="#console-main"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        {consoleCopy.skipToContent}
      </a>
      {/* A side bar taller than the window (a short one, many areas) scrolls on its own. */}
      <header className="bg-hero text-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-72 lg:shrink-0 lg:flex-col lg:overflow-y-auto lg:px-6 lg:py-4">
        <div className="flex items-center justify-between gap-4 px-5 py-4 lg:p-0">
          <p className="text-lg font-extrabold tracking-tight">{consoleCopy.productName}</p>
        </div>
        <details className="group border-t border-white/10 lg:hidden">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-5 py-3 text-sm font-semibold">
            <Menu aria-hidden="true" className="size-5" />
            {copy.menu}
            {newCount > 0 && (
              <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-ink-950">
                {copy.newCount(newCount)}
              </span>
            )}
          </summary>
          <nav aria-label={copy.label} className="grid gap-4 px-3 pb-5">
            <NavLinks newCount={newCount} role={user.role} place="menu" />
            <div className="px-2">
              <Account user={user} />
            </div>
          </nav>
        </details>
        <nav aria-label={copy.label} className="mt-3 hidden min-h-0 flex-1 flex-col gap-3 lg:flex">
          <SideLinks>
            <NavLinks newCount={newCount} role={user.role} place="side" />
          </SideLinks>
          <Account user={user} />
        </nav>
      </header>
      <main
        id="console-main"
        tabIndex={-1}
        className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-8 lg:py-10"
      >
        <div className="mx-auto grid max-w-6xl gap-6">{children}</div>
      </main>
    </div>
  );
}
