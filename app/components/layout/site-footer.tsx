import type { SiteMenus, SiteSettings } from "~/lib/site-content";
import {
  FooterAbout,
  FooterAddress,
  FooterBlurbs,
  FooterBottom,
  FooterQuickLinks,
  FooterRecentPosts,
  FooterServices,
  FooterVideoBanner,
  NewsletterForm,
} from "./footer-islands";

/**
 * The site footer. The second variant (used under /home-two) adds a video
 * banner, social links, recent posts and the newsletter field. Only this
 * frame hydrates: what it holds are islands (./footer-islands.ts), so the
 * footer costs the pages almost no code, and switching variants on a
 * navigation loads the parts that change.
 */
export function SiteFooter({
  settings,
  services,
  variant,
}: {
  settings?: SiteSettings;
  /** The Services column's links (the root loader's `menus`). */
  services?: SiteMenus["footer"];
  variant: "main" | "two";
}) {
  return (
    <footer className="relative overflow-hidden bg-ink-950 text-ink-300">
      <div aria-hidden="true" className="footer-glow pointer-events-none absolute inset-0" />
      <div className="container-site relative">
        {variant === "two" && <FooterVideoBanner siteName={settings?.siteName ?? ""} />}
        <FooterBlurbs />
        <div className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
          <FooterAbout
            siteName={settings?.siteName ?? ""}
            socials={variant === "two" ? settings?.socials : undefined}
          />
          <FooterServices links={services} />
          {variant === "main" ? <FooterQuickLinks /> : <FooterRecentPosts />}
          <div>
            {settings && <FooterAddress contact={settings} />}
            {variant === "two" && <NewsletterForm />}
          </div>
        </div>
      </div>
      <FooterBottom holder={settings ? settings.legalName || settings.siteName : ""} />
    </footer>
  );
}
