import { Link } from "react-router";
import { mainMenu } from "~/content/navigation";
import { site } from "~/content/site";
import type { PublicConfig } from "~/lib/public-config";
import { Logo } from "./logo";

type Contact = Pick<PublicConfig, "contactEmail" | "contactPhone" | "contactAddress">;

export function SiteFooter({ contact }: { contact?: Contact }) {
  return (
    <footer className="bg-ink-950 text-ink-300">
      <div className="container-site grid gap-10 py-14 md:grid-cols-3">
        <div>
          <Logo />
          <p className="mt-4 max-w-xs text-sm leading-relaxed">{site.tagline}</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold text-white">Quick links</h2>
          <ul className="mt-4 grid grid-cols-2 gap-2 text-sm">
            {mainMenu.map((item) => (
              <li key={item.id}>
                <Link to={item.link} className="hover:text-white">
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {contact && (
          <address className="text-sm not-italic">
            <h2 className="text-sm font-semibold text-white">Get in touch</h2>
            <p className="mt-4">{contact.contactAddress}</p>
            <p className="mt-2">
              <a href={`mailto:${contact.contactEmail}`} className="hover:text-white">
                {contact.contactEmail}
              </a>
            </p>
            <p className="mt-2">
              <a
                href={`tel:${contact.contactPhone.replace(/[^+\d]/g, "")}`}
                className="hover:text-white"
              >
                {contact.contactPhone}
              </a>
            </p>
          </address>
        )}
      </div>
      <div className="border-t border-white/10">
        <p className="container-site py-6 text-xs">
          © {new Date().getFullYear()} {site.copyrightHolder}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
