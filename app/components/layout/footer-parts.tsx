import { langOf } from "~/lib/fallback-language";
import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { Link } from "react-router";
import { footerCopy } from "~/content/footer";
import { mailtoHref, telHref } from "~/lib/contact-links";
import type { FooterCopy } from "~/lib/page-copy";
import { formatAddress, type SiteMenus, type SiteSettings } from "~/lib/site-content";
import { Reveal } from "../ui/reveal";
import type { FooterPost } from "./footer-data";
import { SocialIcon } from "../ui/social-icon";
import { Logo } from "./logo";
import { Words } from "~/components/ui/words";

const Code2 = lucideIcon(lucide.Code2);
const Mail = lucideIcon(lucide.Mail);
const MapPin = lucideIcon(lucide.MapPin);
const Palette = lucideIcon(lucide.Palette);
const Phone = lucideIcon(lucide.Phone);
const Sparkles = lucideIcon(lucide.Sparkles);

// The footer's parts that need no code once rendered: each is a static island
// (./footer-islands.ts) inside the hydrated frame of ./site-footer.tsx. Their
// words are the footer's document (`page:footer`, /admin/pages/copy/footer);
// their links and icons, by position, are the designers' (app/content/footer.ts).

export type FooterContact = Pick<SiteSettings, "email" | "phone" | "address">;

const copy = footerCopy;
const staggers = [0.2, 0.3, 0.4] as const;
const blurbIcons = { palette: Palette, code: Code2, sparkles: Sparkles } as const;

/** The three service blurbs over the footer, each to its service. */
export function FooterBlurbs({ copy: words }: { copy: Pick<FooterCopy, "blurbs"> }) {
  return (
    <ul className="grid gap-5 border-b border-white/10 py-14 md:grid-cols-3">
      {words.blurbs.map((blurb, i) => {
        const design = copy.blurbs[i];
        if (!design) return null;
        const Icon = blurbIcons[design.icon];
        return (
          <Reveal
            as="li"
            key={design.id}
            delay={staggers[i]}
            className="rounded-[var(--radius-card)] border border-white/10 bg-white/[0.03] p-6"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-accent-400 text-white">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h2 className="mt-4 text-lg font-bold text-white">
              <Link
                to={design.link}
                lang={langOf(blurb, "title")}
                className="hover:text-accent-300"
              >
                {blurb.title}
              </Link>
            </h2>
            <Words of={blurb} name="text" className="mt-2 text-sm leading-relaxed" />
          </Reveal>
        );
      })}
    </ul>
  );
}

/** The logo and tagline; the second variant adds the social links. */
export function FooterAbout({
  siteName,
  copy: words,
  logo,
  socials,
}: {
  siteName: string;
  copy: Pick<FooterCopy, "tagline" | "socialHeading">;
  /** The interface's words the logo reads. */
  logo: Parameters<typeof Logo>[0]["words"];
  /** The second variant's social links (none in the first). */
  socials?: SiteSettings["socials"];
}) {
  return (
    <div>
      <Logo name={siteName} words={logo} />
      <Words of={words} name="tagline" className="mt-5 max-w-xs text-sm leading-relaxed" />
      {socials && socials.length > 0 && (
        <div className="mt-6">
          <Words
            as="h2"
            of={words}
            name="socialHeading"
            className="text-sm font-semibold text-white"
          />
          <ul className="mt-3 flex gap-2">
            {socials.map((s) => (
              <li key={s.network + s.url}>
                <a
                  href={s.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex size-10 items-center justify-center rounded-full border border-white/15 text-white transition-colors hover:border-accent-400 hover:text-accent-300"
                >
                  <SocialIcon network={s.network} />
                  <span lang={s.label?.lang} className="sr-only">
                    {s.label?.text}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The services the agency lists in the footer, each to its page. */
export function FooterServices({
  copy: words,
  links = [],
}: {
  copy: Pick<FooterCopy, "servicesHeading">;
  links?: SiteMenus["footer"];
}) {
  return (
    <LinkColumn
      heading={words.servicesHeading}
      headingLang={langOf(words, "servicesHeading")}
      links={links}
    />
  );
}

/** About Us, Services, Projects and Contact Us, in the footer's words. */
export function FooterQuickLinks({
  copy: words,
}: {
  copy: Pick<FooterCopy, "quickLinksHeading" | "quickLinks">;
}) {
  return (
    <LinkColumn
      heading={words.quickLinksHeading}
      headingLang={langOf(words, "quickLinksHeading")}
      links={wordsOver(copy.quickLinks, words.quickLinks)}
    />
  );
}

/** The designers' links, each with the agency's words at its position. */
const wordsOver = (
  links: readonly { link: string }[],
  titles: readonly { title: string }[],
): { title: string; link: string; lang?: string | undefined }[] =>
  links.flatMap((l, i) => {
    const words = titles[i];
    return words ? [{ title: words.title, link: l.link, lang: langOf(words, "title") }] : [];
  });

function LinkColumn({
  heading,
  headingLang,
  links,
}: {
  heading: string;
  headingLang: string | undefined;
  links: readonly { title: string; link: string; lang?: string | undefined }[];
}) {
  return (
    <nav aria-label={heading} lang={headingLang}>
      <h2 className="text-sm font-semibold text-white">{heading}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((l) => (
          <li key={l.link + l.title}>
            <Link to={l.link} lang={l.lang} className="hover:text-white">
              {l.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The second variant's two latest posts, each to its article under /home-two. */
export function FooterRecentPosts({
  copy: words,
  posts,
}: {
  copy: Pick<FooterCopy, "recentPostsHeading">;
  posts: FooterPost[];
}) {
  return (
    <section aria-labelledby="footer-recent-posts">
      <Words
        as="h2"
        of={words}
        name="recentPostsHeading"
        id="footer-recent-posts"
        className="text-sm font-semibold text-white"
      />
      <ul className="mt-4 space-y-4">
        {posts.map((post) => {
          return (
            <li key={post.id} className="flex gap-3">
              <img
                src={post.thumbnail.src}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
                className="size-16 shrink-0 rounded-xl object-cover"
                style={
                  post.thumbnail.position ? { objectPosition: post.thumbnail.position } : undefined
                }
              />
              <div>
                <time dateTime={post.date.iso} className="text-xs text-ink-300">
                  {post.date.text}
                </time>
                <Link
                  to={`/home-two/blog/${post.slug}`}
                  className="mt-1 block text-sm leading-snug font-semibold text-white hover:text-accent-300"
                >
                  {post.title}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

// The heading sits outside <address>, which may not contain headings.
export function FooterAddress({
  copy: words,
  contact,
}: {
  copy: Pick<FooterCopy, "contactHeading">;
  contact: FooterContact;
}) {
  return (
    <div className="text-sm">
      <Words
        as="h2"
        of={words}
        name="contactHeading"
        className="text-sm font-semibold text-white"
      />
      <address className="not-italic">
        <ul className="mt-4 space-y-3">
          <li className="flex gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
            <span>{formatAddress(contact.address)}</span>
          </li>
          <li className="flex gap-3">
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
            <a href={mailtoHref(contact.email)} className="hover:text-white">
              {contact.email}
            </a>
          </li>
          <li className="flex gap-3">
            <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
            <a href={telHref(contact.phone)} className="hover:text-white">
              {contact.phone}
            </a>
          </li>
        </ul>
      </address>
    </div>
  );
}

/** The copyright line, in the agency's legal name, and the legal pages. */
export function FooterBottom({
  holder,
  copy: words,
}: {
  holder: string;
  /** The words of the links to the terms and the privacy policy, in that order. */
  copy: Pick<FooterCopy, "legalLinks">;
}) {
  return (
    <div className="relative border-t border-white/10">
      <div className="container-site flex flex-col gap-3 py-6 text-xs sm:flex-row sm:items-center sm:justify-between">
        <p>{copy.copyright(new Date().getFullYear(), holder)}</p>
        <ul className="flex gap-5">
          {wordsOver(copy.legal, words.legalLinks).map((l) => (
            <li key={l.link}>
              <Link to={l.link} lang={l.lang} className="hover:text-white">
                {l.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
