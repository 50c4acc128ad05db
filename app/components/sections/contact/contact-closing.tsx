import * as lucide from "lucide";
import { lucideIcon, type IconComponent } from "~/components/ui/lucide-icon";
import { langOf } from "~/lib/fallback-language";
import type { ContactCopy } from "~/lib/page-copy";
import { mailtoHref, telHref } from "~/lib/contact-links";
import { useSiteSettings } from "~/lib/use-site-settings";
import { ButtonLink } from "../../ui/button-link";
import { Reveal } from "../../ui/reveal";
import { Words } from "~/components/ui/words";

const Clock3 = lucideIcon(lucide.Clock3);
const Mail = lucideIcon(lucide.Mail);
const MessagesSquare = lucideIcon(lucide.MessagesSquare);
const Phone = lucideIcon(lucide.Phone);
const Rocket = lucideIcon(lucide.Rocket);

/** The other columns' icons, by position (the layout's). */
const icons: IconComponent[] = [MessagesSquare, Rocket];
const staggers = [0.2, 0.3, 0.4] as const;

/** The footer-like closing band of the contact page: hours, response time, direct lines. */
export function ContactClosing({ copy }: { copy: ContactCopy }) {
  const settings = useSiteSettings();
  return (
    <section aria-labelledby="contact-closing-heading" className="pb-20 md:pb-28">
      <div className="container-site">
        <div className="bg-hero overflow-hidden rounded-[2rem] px-5 py-14 text-white sm:px-10 md:py-16 lg:px-14">
          <div className="flex flex-col gap-10 border-b border-white/10 pb-14 lg:flex-row lg:items-end lg:justify-between">
            <div className="max-w-2xl">
              <Words
                of={copy}
                name="closingLabel"
                className="text-sm font-bold tracking-widest text-accent-300 uppercase"
              />
              <Words
                as="h2"
                of={copy}
                name="closingTitle"
                id="contact-closing-heading"
                className="mt-3 text-3xl leading-tight font-extrabold tracking-tight md:text-5xl"
              />
              <Words
                of={copy}
                name="closingText"
                className="mt-5 text-lg leading-relaxed text-ink-200"
              />
            </div>
            <div className="flex flex-wrap gap-4">
              <a
                href={telHref(settings.phone)}
                className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 text-sm font-semibold text-white shadow-[0_10px_30px_-10px_rgb(91_61_245/0.8)] transition-colors hover:bg-brand-700"
              >
                <Phone aria-hidden="true" className="size-4" />
                <Words as="span" of={copy} name="callLabel" />
                <span className="sr-only">: {settings.phone}</span>
              </a>
              <a
                href={mailtoHref(settings.email)}
                className="inline-flex items-center gap-2 rounded-full border border-white/30 px-6 py-3 text-sm font-semibold text-white transition-colors hover:border-white hover:bg-white/10"
              >
                <Mail aria-hidden="true" className="size-4" />
                <Words as="span" of={copy} name="emailLabel" />
                <span className="sr-only">: {settings.email}</span>
              </a>
            </div>
          </div>
          <ul className="grid gap-6 pt-14 sm:grid-cols-2 lg:grid-cols-3">
            {[
              {
                title: copy.hoursTitle,
                titleLang: langOf(copy, "hoursTitle"),
                lines: settings.openingHours,
                linesLang: undefined,
                icon: Clock3,
              },
              ...copy.columns.map((column, i) => ({
                title: column.title,
                titleLang: langOf(column, "title"),
                linesLang: langOf(column, "lines"),
                lines: column.lines.split("\n").filter((line) => line.trim()),
                icon: icons[i % icons.length]!,
              })),
            ].map(({ title, titleLang, lines, linesLang, icon: Icon }, i) => (
              <Reveal
                as="li"
                key={i}
                delay={staggers[i % staggers.length]}
                className="flex gap-4 rounded-[var(--radius-card)] border border-white/10 bg-white/[0.03] p-6"
              >
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-accent-400 text-white">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 lang={titleLang} className="font-bold text-white">
                    {title}
                  </h3>
                  {lines.map((line) => (
                    <p key={line} lang={linesLang} className="mt-1 text-sm text-ink-200">
                      {line}
                    </p>
                  ))}
                </div>
              </Reveal>
            ))}
          </ul>
          <div className="mt-12 text-center">
            <Words as={ButtonLink} of={copy} name="servicesLabel" to="/services" variant="light" />
          </div>
        </div>
      </div>
    </section>
  );
}
