import { aboutCopy } from "../../app/content/about.ts";
import { contactPageCopy } from "../../app/content/contact-page.ts";
import { goneCopy, notFoundCopy, notFoundPage } from "../../app/content/error-pages.ts";
import { detailsHeadings, pages, projectsEmpty } from "../../app/content/pages.ts";
import { partnersCopy, teamCopy } from "../../app/content/people.ts";
import { servicesContactCopy, servicesPageCopy } from "../../app/content/services-page.ts";
import { serviceDetailsWords, serviceNotFoundWords } from "../../app/content/service-page.ts";
import { footerCopy } from "../../app/content/footer.ts";
import { interfaceWords } from "../../app/content/interface-words.ts";
import { newsletterPageCopy } from "../../app/content/newsletter.ts";
import { homeMeta } from "../../app/content/home/banner.ts";
import { homePagesCopySeed } from "./home-pages-seed.ts";
import { privacy, terms, type LegalDocument } from "../../app/content/legal.ts";
import { site } from "../../app/content/site.ts";
import { siteName } from "../../app/content/site-name.ts";
import type {
  LegalPage,
  LegalPageKey,
  PostalAddress,
  SiteSettings,
} from "../../app/lib/site-content.ts";
import type { PageCopies, PageCopyName } from "../../app/lib/page-copy.ts";

/**
 * Today's copy as the first value of each document of a new database
 * (decision 037): the site a fresh clone shows, and what every test sees. The
 * contact details come from CONTACT_EMAIL, CONTACT_PHONE and CONTACT_ADDRESS,
 * read once, when the settings are first written; the console owns them after.
 */
export interface SeedContact {
  contactEmail: string;
  contactPhone: string;
  contactAddress: string;
}

export type SiteDocuments = {
  settings: SiteSettings;
} & Record<`legal:${LegalPageKey}`, LegalPage> & {
    [Name in PageCopyName as `page:${Name}`]: PageCopies[Name];
  };

export type SiteDocumentKey = keyof SiteDocuments;

export function siteContentSeed(contact: SeedContact): SiteDocuments {
  const hours = contactPageCopy.closing.columns.find((column) => column.id === "hours");
  return {
    settings: {
      siteName,
      legalName: site.copyrightHolder,
      phone: contact.contactPhone,
      email: contact.contactEmail,
      address: addressOf(contact.contactAddress),
      mapQuery: contact.contactAddress,
      openingHours: [...(hours?.lines ?? [])],
      socials: footerCopy.social.map(({ network, href }) => ({ network, url: href })),
      metaDescription: homeMeta.description,
      shareImage: "",
    },
    "legal:terms": legalSeed(terms),
    "legal:privacy": legalSeed(privacy),
    ...pageCopySeed(),
  };
}

/**
 * "1621 Central Ave, Cheyenne, WY 82001, USA" in its parts. An address in
 * another shape is kept whole as the street, for the owner to split.
 */
export function addressOf(line: string): PostalAddress {
  const parts = line.split(",").map((part) => part.trim());
  const regionLine = /^(.*?)\s+(\S*\d\S*)$/.exec(parts[2] ?? "");
  if (parts.length !== 4 || !regionLine) {
    return { street: line.trim(), city: "", region: "", postcode: "", country: "" };
  }
  return {
    street: parts[0]!,
    city: parts[1]!,
    region: regionLine[1]!,
    postcode: regionLine[2]!,
    country: parts[3]!,
  };
}

function legalSeed(doc: LegalDocument): LegalPage {
  return {
    title: doc.heading,
    description: doc.description,
    body: doc.sections
      .map((section) => [`## ${section.heading}`, ...section.paragraphs].join("\n\n"))
      .join("\n\n"),
    updatedOn: new Date(`${doc.updated} UTC`).toISOString().slice(0, 10),
  };
}

type PageCopySeed = { [Name in PageCopyName as `page:${Name}`]: PageCopies[Name] };

/** Each page's copy as it was written in app/content/ (the pages' seed, never read by a page). */
export function pageCopySeed(): PageCopySeed {
  const page = pages.contact;
  const contact = contactPageCopy;
  const columns = contact.closing.columns.filter((column) => column.id !== "hours");
  return {
    ...homePagesCopySeed(),
    ...aboutAndServicesSeed(),
    "page:contact": {
      ...headerSeed(page),
      cardsHeading: contact.cardsHeading,
      phoneTitle: contact.cards.phone.title,
      phoneText: contact.cards.phone.text,
      emailTitle: contact.cards.email.title,
      emailText: contact.cards.email.text,
      locationTitle: contact.cards.location.title,
      locationText: contact.cards.location.text,
      getInTouchLabel: contact.getInTouch.label,
      getInTouchTitle: contact.getInTouch.title,
      getInTouchIntro: contact.getInTouch.intro,
      stepsHeading: contact.getInTouch.stepsHeading,
      steps: contact.getInTouch.steps.map(({ title, text }) => ({ title, text })),
      formHeading: contact.getInTouch.formHeading,
      mapHeading: contact.map.heading,
      closingLabel: contact.closing.label,
      closingTitle: contact.closing.title,
      closingText: contact.closing.text,
      callLabel: contact.closing.callLabel,
      emailLabel: contact.closing.emailLabel,
      hoursTitle: contact.closing.columns.find((column) => column.id === "hours")!.title,
      columns: columns.map((column) => ({ title: column.title, lines: column.lines.join("\n") })),
      servicesLabel: contact.closing.servicesLink.label,
    },
    "page:service": { ...serviceNotFoundWords, ...serviceDetailsWords },
    "page:footer": footerSeed(),
    "page:interface": interfaceWords,
    "page:not-found": {
      ...headerSeed(notFoundPage),
      message: notFoundCopy.message,
      action: notFoundCopy.action,
      goneTitle: goneCopy.title,
      goneHeading: goneCopy.heading,
      goneDescription: goneCopy.description,
      goneBreadcrumb: goneCopy.breadcrumbLabel,
      goneMessage: goneCopy.message,
    },
    "page:newsletter": newsletterSeed(),
    "page:blog": { ...headerSeed(pages.blog), detailsHeading: detailsHeadings.blog },
    "page:projects": {
      ...headerSeed(pages.projects),
      detailsHeading: detailsHeadings.projects,
      empty: projectsEmpty,
    },
  };
}

/** The footer's words as app/content/footer.ts and site.ts have them. */
function footerSeed(): PageCopies["footer"] {
  const copy = footerCopy;
  return {
    blurbs: copy.blurbs.map(({ title, text }) => ({ title, text })),
    tagline: site.tagline,
    servicesHeading: copy.servicesHeading,
    quickLinksHeading: copy.quickLinksHeading,
    quickLinks: copy.quickLinks.map(({ title }) => ({ title })),
    contactHeading: copy.contactHeading,
    legalLinks: copy.legal.map(({ title }) => ({ title })),
    videoLabel: copy.videoBanner.label,
    videoTitle: copy.videoBanner.title,
    socialHeading: copy.socialHeading,
    recentPostsHeading: copy.recentPostsHeading,
    newsletterHeading: copy.newsletter.heading,
    newsletterText: copy.newsletter.text,
    newsletterLabel: copy.newsletter.label,
    newsletterPlaceholder: copy.newsletter.placeholder,
    newsletterSubmit: copy.newsletter.submit,
    newsletterSending: copy.newsletter.sending,
  };
}

/** The newsletter's pages and e-mail (app/content/newsletter.ts). */
function newsletterSeed(): PageCopies["newsletter"] {
  const { breadcrumb, confirm, unsubscribe, mail } = newsletterPageCopy;
  return {
    breadcrumbHome: breadcrumb.home,
    breadcrumbLabel: breadcrumb.label,
    confirmTitle: confirm.title,
    confirmedHeading: confirm.confirmed.heading,
    confirmedText: confirm.confirmed.text,
    expiredHeading: confirm.expired.heading,
    expiredText: confirm.expired.text,
    confirmInvalidHeading: confirm.invalid.heading,
    confirmInvalidText: confirm.invalid.text,
    unsubscribeTitle: unsubscribe.title,
    askHeading: unsubscribe.ask.heading,
    askText: unsubscribe.ask.text,
    askButton: unsubscribe.ask.button,
    askSending: unsubscribe.ask.sending,
    doneHeading: unsubscribe.done.heading,
    doneText: unsubscribe.done.text,
    alreadyHeading: unsubscribe.already.heading,
    alreadyText: unsubscribe.already.text,
    unsubscribeInvalidHeading: unsubscribe.invalid.heading,
    unsubscribeInvalidText: unsubscribe.invalid.text,
    signUpAgain: newsletterPageCopy.signUpAgain,
    backHome: newsletterPageCopy.backHome,
    mailSubject: mail.subject,
    mailIntro: mail.intro,
    mailConfirm: mail.confirm,
    mailValidity: mail.validity,
    mailIgnore: mail.ignore,
    mailUnsubscribe: mail.unsubscribe,
  };
}

/** A page's header and search result as app/content/pages.ts has them. */
function headerSeed(page: {
  title: string;
  heading: string;
  description: string;
  breadcrumb: readonly { label: string }[];
}) {
  return {
    title: page.title,
    heading: page.heading,
    description: page.description,
    breadcrumbHome: page.breadcrumb[0]!.label,
    breadcrumbLabel: page.breadcrumb[1]!.label,
  };
}

/** The About and Services pages' copy (app/content/about.ts, people.ts, services-page.ts). */
function aboutAndServicesSeed(): Pick<PageCopySeed, "page:about" | "page:services"> {
  const { intro, whoWeAre, values, cta } = aboutCopy;
  const [first, second] = whoWeAre.counters;
  const contact = servicesContactCopy;
  const grid = servicesPageCopy;
  return {
    "page:about": {
      ...headerSeed(pages.about),
      introLabel: intro.label,
      introTitle: intro.title,
      introText: intro.paragraphs[0],
      introMore: intro.paragraphs[1],
      introPoints: intro.points.join("\n"),
      badgeValue: intro.badge.value,
      badgeText: intro.badge.text,
      introAction: intro.action.label,
      whoLabel: whoWeAre.label,
      whoTitle: whoWeAre.title,
      whoText: whoWeAre.paragraphs[0],
      whoMore: whoWeAre.paragraphs[1],
      firstCounterTarget: first.target,
      firstCounterSuffix: first.suffix,
      firstCounterLabel: first.label,
      firstCounterText: first.text,
      secondCounterTarget: second.target,
      secondCounterSuffix: second.suffix,
      secondCounterLabel: second.label,
      secondCounterText: second.text,
      valuesLabel: values.label,
      valuesTitle: values.title,
      valuesIntro: values.intro,
      values: values.items.map(({ title, text }) => ({ title, text })),
      teamLabel: teamCopy.label,
      teamTitle: teamCopy.title,
      teamIntro: teamCopy.intro,
      partnersLabel: partnersCopy.label,
      partnersTitle: partnersCopy.title,
      partnersIntro: partnersCopy.intro,
      ctaLabel: cta.label,
      ctaTitle: cta.title,
      ctaText: cta.text,
      ctaPrimary: cta.primary.label,
      ctaSecondary: cta.secondary.label,
    },
    "page:services": {
      ...headerSeed(pages.services),
      gridHeading: grid.gridHeading,
      cardAction: grid.learnMore,
      promoLabel: grid.promo.label,
      promoTitle: grid.promo.title,
      promoText: grid.promo.text,
      promoAction: grid.promo.action.label,
      contactLabel: contact.label,
      contactTitle: contact.title,
      contactIntro: contact.intro,
      addressLabel: contact.addressLabel,
      emailLabel: contact.emailLabel,
      phoneLabel: contact.phoneLabel,
      formHeading: contact.formHeading,
    },
  };
}
