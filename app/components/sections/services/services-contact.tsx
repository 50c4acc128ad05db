import * as lucide from "lucide";
import { lucideIcon, type IconComponent } from "~/components/ui/lucide-icon";
import type { ReactNode } from "react";
import { ContactForm } from "~/forms/contact-form-island";
import { mailtoHref, telHref } from "~/lib/contact-links";
import { langOf } from "~/lib/fallback-language";
import type { ServicesCopy } from "~/lib/page-copy";
import { formatAddress } from "~/lib/site-content";
import { useSiteSettings } from "~/lib/use-site-settings";
import { Reveal } from "../../ui/reveal";
import { headingOf, SectionHeading } from "../../ui/section-heading";
import { Words } from "~/components/ui/words";

const Mail = lucideIcon(lucide.Mail);
const MapPin = lucideIcon(lucide.MapPin);
const Phone = lucideIcon(lucide.Phone);

/** 'Talk to us' under the services listing: the contact details and the enquiry form. */
export function ServicesContact({ copy }: { copy: ServicesCopy }) {
  const settings = useSiteSettings();
  return (
    <section aria-labelledby="services-contact-heading" className="bg-ink-50 pb-20 md:pb-28">
      <div className="container-site">
        <div className="bg-hero grid items-start gap-12 overflow-hidden rounded-[2rem] px-5 py-12 text-white sm:px-10 md:py-16 lg:grid-cols-[1fr_1.1fr] lg:gap-16 lg:px-14">
          <Reveal>
            <SectionHeading
              id="services-contact-heading"
              align="left"
              tone="dark"
              {...headingOf(copy, "contact")}
            />
            <address className="mt-10 grid gap-4 not-italic">
              <Detail
                icon={MapPin}
                label={copy.addressLabel}
                labelLang={langOf(copy, "addressLabel")}
              >
                {formatAddress(settings.address)}
              </Detail>
              <Detail icon={Mail} label={copy.emailLabel} labelLang={langOf(copy, "emailLabel")}>
                <a href={mailtoHref(settings.email)} className="hover:text-accent-300">
                  {settings.email}
                </a>
              </Detail>
              <Detail icon={Phone} label={copy.phoneLabel} labelLang={langOf(copy, "phoneLabel")}>
                <a href={telHref(settings.phone)} className="hover:text-accent-300">
                  {settings.phone}
                </a>
              </Detail>
            </address>
          </Reveal>
          <Reveal delay={0.2}>
            <div className="rounded-[var(--radius-card)] border border-white/10 bg-white/[0.04] p-5 shadow-2xl backdrop-blur-sm sm:p-8">
              <Words
                as="h3"
                of={copy}
                name="formHeading"
                className="mb-6 text-2xl font-bold tracking-tight"
              />
              <ContactForm variant="services" tone="dark" />
            </div>
          </Reveal>
        </div>
      </div>
    </section>
  );
}

function Detail({
  icon: Icon,
  label,
  labelLang,
  children,
}: {
  icon: IconComponent;
  label: string;
  /** The label's language where it is not the page's (app/lib/fallback-language.ts). */
  labelLang: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-white/10 bg-white/[0.03] p-4">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-accent-400 text-white">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p
          lang={labelLang}
          className="text-xs font-semibold tracking-widest text-ink-300 uppercase"
        >
          {label}
        </p>
        <p className="mt-0.5 font-semibold break-words text-white">{children}</p>
      </div>
    </div>
  );
}
