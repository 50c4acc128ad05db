import * as lucide from "lucide";
import { lucideIcon, type IconComponent } from "~/components/ui/lucide-icon";
import type { ReactNode } from "react";
import { mailtoHref, telHref } from "~/lib/contact-links";
import type { ContactCopy } from "~/lib/page-copy";
import { formatAddress } from "~/lib/site-content";
import { useSiteSettings } from "~/lib/use-site-settings";
import { Reveal } from "../../ui/reveal";
import { Words } from "~/components/ui/words";

const Mail = lucideIcon(lucide.Mail);
const MapPin = lucideIcon(lucide.MapPin);
const Phone = lucideIcon(lucide.Phone);

/** Phone (tel:), Email (mailto:) and Location, from configuration (spec §2 "Contact"). */
export function ContactCards({ copy }: { copy: ContactCopy }) {
  const settings = useSiteSettings();
  return (
    <section aria-labelledby="contact-cards-heading" className="relative z-10 -mt-10 md:-mt-14">
      <Words as="h2" of={copy} name="cardsHeading" id="contact-cards-heading" className="sr-only" />
      <ul className="container-site grid gap-6 md:grid-cols-3">
        <Card icon={Phone} copy={copy} name="phone" delay={0}>
          <a href={telHref(settings.phone)} className="hover:text-brand-700">
            {settings.phone}
          </a>
        </Card>
        <Card icon={Mail} copy={copy} name="email" delay={0.2}>
          <a
            href={mailtoHref(settings.email)}
            className="[overflow-wrap:anywhere] hover:text-brand-700"
          >
            {settings.email}
          </a>
        </Card>
        <Card icon={MapPin} copy={copy} name="location" delay={0.3}>
          <address className="not-italic">{formatAddress(settings.address)}</address>
        </Card>
      </ul>
    </section>
  );
}

/** A card: its title and text are the copy's `<name>Title` and `<name>Text`. */
function Card({
  icon: Icon,
  copy,
  name,
  delay,
  children,
}: {
  icon: IconComponent;
  copy: ContactCopy;
  name: "phone" | "email" | "location";
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
        <Words
          as="h3"
          of={copy}
          name={`${name}Title`}
          className="text-sm font-bold tracking-widest text-brand-700 uppercase"
        />
        <div className="mt-2 text-base font-bold text-ink-900 sm:text-lg">{children}</div>
        <Words of={copy} name={`${name}Text`} className="mt-2 text-sm text-ink-600" />
      </div>
    </Reveal>
  );
}
