import { useInterfaceWords } from "~/lib/interface-words";
import type { FooterCopy } from "~/lib/page-copy";
import type { SiteMenus, SiteSettings } from "~/lib/site-content";
import type { FooterPost, FooterVariant } from "./footer-data";
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
 * navigation loads the parts that change. Its words are the footer's
 * document (the root loader's `footer`), passed whole: each part reads its
 * own, in its own module, so the page's first code carries none of them.
 * Without the root loader's data (it failed) there is no footer.
 */
export function SiteFooter({
  settings,
  services,
  copy,
  recentPosts,
  variant,
}: {
  settings: SiteSettings;
  /** The Services column's links (the root loader's `menus`). */
  services: SiteMenus["footer"];
  copy: FooterCopy;
  /** The second variant's latest posts. */
  recentPosts: FooterPost[];
  variant: FooterVariant;
}) {
  return (
    <footer className="relative overflow-hidden bg-ink-950 text-ink-300">
      <div aria-hidden="true" className="footer-glow pointer-events-none absolute inset-0" />
      <div className="container-site relative">
        {variant === "two" && <FooterVideoBanner siteName={settings.siteName} copy={copy} />}
        <FooterBlurbs copy={copy} />
        <div className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
          <FooterAbout
            siteName={settings.siteName}
            copy={copy}
            logo={useInterfaceWords()}
            socials={variant === "two" ? settings.socials : undefined}
          />
          <FooterServices copy={copy} links={services} />
          {variant === "main" ? (
            <FooterQuickLinks copy={copy} />
          ) : (
            <FooterRecentPosts copy={copy} posts={recentPosts} />
          )}
          <div>
            <FooterAddress copy={copy} contact={settings} />
            {variant === "two" && <NewsletterForm copy={copy} />}
          </div>
        </div>
      </div>
      <FooterBottom holder={settings.legalName || settings.siteName} copy={copy} />
    </footer>
  );
}
