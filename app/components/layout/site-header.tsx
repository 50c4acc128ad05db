import { NavLink } from "react-router";
import { mainMenu } from "~/content/navigation";
import { ButtonLink } from "../ui/button-link";
import { Logo } from "./logo";

export function SiteHeader() {
  return (
    <header className="bg-ink-950 text-white">
      <div className="container-site flex flex-wrap items-center justify-between gap-x-8 gap-y-3 py-4">
        <Logo />
        <nav
          aria-label="Main"
          className="order-last w-full overflow-x-auto xl:order-none xl:w-auto"
        >
          <ul className="flex gap-1 text-sm font-medium">
            {mainMenu.map((item) => (
              <li key={item.id}>
                <NavLink
                  to={item.link}
                  end={item.link === "/"}
                  className={({ isActive }) =>
                    `block rounded-full px-4 py-2 whitespace-nowrap transition-colors hover:bg-white/10 ${
                      isActive ? "bg-white/10 text-white" : "text-ink-200"
                    }`
                  }
                >
                  {item.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <ButtonLink to="/contact" className="hidden sm:inline-flex">
          Start a project
        </ButtonLink>
      </div>
    </header>
  );
}
