import * as lucide from "lucide";
import { lucideIcon, type IconComponent } from "~/components/ui/lucide-icon";
import type { ReactNode } from "react";
import { mailtoHref, telHref } from "~/lib/contact-links";
import { langOf } from "~/lib/fallback-language";
import type { ContactCopy } from "~/lib/page-copy";
import { formatAddress } from "~/lib/site-content";
import { useSiteSettings } from "~/lib/use-site-settings";
import { Reveal } from "../../ui/reveal";

const Mail = lucideIcon(lucide.Mail);
const MapPin = lucideIcon(lucide.MapPin);
const Phone = lucideIcon(lucide.Phone);

/** Phone (tel:), Email (mailto:) and Location, from configuration (spec §2 "Contact"). */
export function ContactCards({ copy }: { copy: ContactCopy }) {
  const settings = useSiteSettings();
  return (
    <section aria-labelledby="contact-cards-heading" className="relative z-10 -mt-10 md:-mt-14">
      <h2 id="contact-cards-heading" lang={langOf(copy, "cardsHeading")} className="sr-only">
        {copy.cardsHeading}
      </h2>
      <ul className="container-site grid gap-6 md:grid-cols-3">
        <Card
          icon={Phone}
          title={copy.phoneTitle}
          text={copy.phoneText}
          langs={{ title: langOf(copy, "phoneTitle"), text: langOf(copy, "phoneText") }}
          delay={0}
        >
          <a href={telHref(settings.phone)} className="hover:text-brand-700">
            {settings.phone}
          </a>
        </Card>
        <Card
          icon={Mail}
          title={copy.emailTitle}
          text={copy.emailText}
          langs={{ title: langOf(copy, "emailTitle"), text: langOf(copy, "emailText") }}
          delay={0.2}
        >
          <a
            href={mailtoHref(settings.email)}
            className="[overflow-wrap:anywhere] hover:text-brand-700"
          >
            {settings.email}
          </a>
        </Card>
        <Card
          icon={MapPin}
          title={copy.locationTitle}
          text={copy.locationText}
          langs={{ title: langOf(copy, "locationTitle"), text: langOf(copy, "locationText") }}
          delay={0.3}
        >
          <address className="not-italic">{formatAddress(settings.address)}</address>
        </Card>
      </ul>
    </section>
  );
}

function Card({
  icon: Icon,
  title,
  text,
  langs,
  delay,
  children,
}: {
  icon: IconComponent;
  title: string;
  text: string;
  /** Each text's language where it is not the page's (app/lib/fallback-language.ts). */
  langs: { title: string | undefined; text: string | undefined };
  delay: 0 | 0.2 | 0.3;
  children: ReactNode;
}) {
  return (
    <Reveal
      as="li"
      delay={delay}
      className="group relative flex gap-5 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100 transition-shadow hover:shadow-[var(--shadow-card-hover)] md:flex-col md:gap-6 md:p-7"
    >
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600 to-brand-500 text-white shadow-[0_12px_24px_-10px_rgb(91_61_245/0.8)] md:size-14">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0">
        <h3
          lang={langs.title}
          className="text-sm font-bold tracking-widest text-brand-700 uppercase"
        >
          {title}
        </h3>
        <div className="mt-2 text-base font-bold text-ink-900 sm:text-lg">{children}</div>
        <p lang={langs.text} className="mt-2 text-sm text-ink-600">
          {text}
        </p>
      </div>
    </Reveal>
  );
}
