/**
 * The pages' copy the agency edits (decision 037): each page's words
 * as named, structured fields of one document (`page:<name>` in
 * `site_documents`), never free HTML, so the layout stays the designers'. The
 * public route reads its page's copy through `context.content.pageCopy(name)`
 * and passes it down as props; the console edits it as declared on the
 * content model's fields (app/admin/pages/).
 */

/** The pages whose copy is a document, by the name of their key (`page:<name>`). */
export const PAGE_COPY_NAMES = [
  "home",
  "home-two",
  "about",
  "services",
  "service",
  "projects",
  "blog",
  "contact",
  "not-found",
  "footer",
  "interface",
  "newsletter",
] as const;
export type PageCopyName = (typeof PAGE_COPY_NAMES)[number];

/** The 404 screen (every address outside the site, a project or post that is not there). */
export interface NotFoundCopy {
  /** The browser's title and search results' name. */
  title: string;
  /** The page header's heading. */
  heading: string;
  description: string;
  /** The breadcrumb's first link (to the home page) and its last item. */
  breadcrumbHome: string;
  breadcrumbLabel: string;
  message: string;
  /** The button back to the home page. */
  action: string;
  /** A project's or post's address once it is in the trash (410): its screen, with the same button. */
  goneTitle: string;
  goneHeading: string;
  goneDescription: string;
  goneBreadcrumb: string;
  goneMessage: string;
  /**
   * Not a field of the document: a project's or post's address in the
   * default language, where a page in another asked for one not translated.
   */
  original?: { href: string; code: string; name: string; words: string; wordsLang?: string };
}

/** A page's header and its search result: every inner page's first fields. */
export interface PageHeaderCopy {
  /** The browser's title and search results' name. */
  title: string;
  /** The page header's heading. */
  heading: string;
  description: string;
  /** The breadcrumb's first link (to the home page) and its last item. */
  breadcrumbHome: string;
  breadcrumbLabel: string;
}

/** The blog's list (/blog), the header of a post's page and the latest post's screen. */
export interface BlogCopy extends PageHeaderCopy {
  /** The heading of /blog-details (the latest post), and its breadcrumb's last item. */
  detailsHeading: string;
}

/** The projects' list (/projects), the header of a project's page and the latest project's screen. */
export interface ProjectsCopy extends PageHeaderCopy {
  /** The heading of /project-details (the latest project), and its breadcrumb's last item. */
  detailsHeading: string;
  /** The list when no project is published. */
  empty: string;
}

/**
 * The service pages (/service/3, /services/mobile-app): the words around each
 * service's own (those are the service's, /admin/services), and the page of
 * one that is not there ('Service Not Found').
 */
export interface ServicePagesCopy {
  /** The breadcrumb's links to the home page and to the services, before the service's title. */
  breadcrumbHome: string;
  breadcrumbServices: string;
  /** "{title}": the service's; "{title:lower}" the same in lower case. */
  whyHeading: string;
  keyFeaturesHeading: string;
  approachHeading: string;
  /** Over each step of the approach: "{n}" is its number. */
  stepLabel: string;
  /** The note under the article: its sentence and its detail. */
  confidentiality: string;
  confidentialityDetail: string;
  /** The sidebar: the list of every service, and the call to action. */
  allServicesHeading: string;
  ctaHeading: string;
  ctaText: string;
  /** Over the settings' phone number. */
  ctaCallLabel: string;
  /** The button to the service's own link. */
  ctaAction: string;
  /** A service that is not there (unknown, or hidden): the heading, also its title and breadcrumb. */
  notFoundTitle: string;
  notFoundMessage: string;
  /** The button to the services. */
  notFoundAction: string;
}

/** What 'Service Not Found' shows of the service pages' copy: the words its 404 carries. */
export type ServiceNotFoundCopy = Pick<
  ServicePagesCopy,
  "breadcrumbHome" | "breadcrumbServices" | "notFoundTitle" | "notFoundMessage" | "notFoundAction"
>;

/**
 * The newsletter's pages (a link of its e-mail: /newsletter/confirm,
 * /newsletter/unsubscribe) and its confirmation e-mail, sent in the language
 * of the page the address was signed up on. "{email}": the subscriber's
 * address; "{site}": the site's name.
 */
export interface NewsletterCopy {
  breadcrumbHome: string;
  breadcrumbLabel: string;
  confirmTitle: string;
  confirmedHeading: string;
  confirmedText: string;
  expiredHeading: string;
  expiredText: string;
  confirmInvalidHeading: string;
  confirmInvalidText: string;
  unsubscribeTitle: string;
  askHeading: string;
  askText: string;
  askButton: string;
  askSending: string;
  doneHeading: string;
  doneText: string;
  alreadyHeading: string;
  alreadyText: string;
  unsubscribeInvalidHeading: string;
  unsubscribeInvalidText: string;
  signUpAgain: string;
  backHome: string;
  mailSubject: string;
  mailIntro: string;
  mailConfirm: string;
  mailValidity: string;
  mailIgnore: string;
  mailUnsubscribe: string;
}

/** The contact page (/contact). Its phone, e-mail, address and opening hours are the settings'. */
export interface ContactCopy extends PageHeaderCopy {
  cardsHeading: string;
  phoneTitle: string;
  phoneText: string;
  emailTitle: string;
  emailText: string;
  locationTitle: string;
  locationText: string;
  getInTouchLabel: string;
  getInTouchTitle: string;
  getInTouchIntro: string;
  stepsHeading: string;
  steps: { title: string; text: string }[];
  formHeading: string;
  mapHeading: string;
  closingLabel: string;
  closingTitle: string;
  closingText: string;
  callLabel: string;
  emailLabel: string;
  /** The opening hours' column: its title (its lines are the settings' opening hours). */
  hoursTitle: string;
  /** The other columns: a title, and their lines one per line. */
  columns: { title: string; lines: string }[];
  servicesLabel: string;
}

/** The About page (/about and /home-two/about). The team and the partners themselves are collections. */
export interface AboutCopy extends PageHeaderCopy {
  introLabel: string;
  introTitle: string;
  introText: string;
  introMore: string;
  /** The checked points beside the picture, one per line. */
  introPoints: string;
  /** The dark badge over the picture: "Since 2012", and its line. */
  badgeValue: string;
  badgeText: string;
  introAction: string;
  whoLabel: string;
  whoTitle: string;
  whoText: string;
  whoMore: string;
  /** The two counters: the number they count up to, what follows it ("+"), a label and a line. */
  firstCounterTarget: number;
  firstCounterSuffix: string;
  firstCounterLabel: string;
  firstCounterText: string;
  secondCounterTarget: number;
  secondCounterSuffix: string;
  secondCounterLabel: string;
  secondCounterText: string;
  valuesLabel: string;
  valuesTitle: string;
  valuesIntro: string;
  /** The four values, each with its icon by position (the layout's). */
  values: { title: string; text: string }[];
  teamLabel: string;
  teamTitle: string;
  teamIntro: string;
  partnersLabel: string;
  partnersTitle: string;
  partnersIntro: string;
  ctaLabel: string;
  ctaTitle: string;
  ctaText: string;
  /** The two buttons (to /contact and /services). */
  ctaPrimary: string;
  ctaSecondary: string;
}

/** The Services page (/services and /home-two/services). The cards are the services table. */
export interface ServicesCopy extends PageHeaderCopy {
  gridHeading: string;
  /** The words at the foot of each card. */
  cardAction: string;
  promoLabel: string;
  promoTitle: string;
  promoText: string;
  /** The promo's button (to /contact). */
  promoAction: string;
  contactLabel: string;
  contactTitle: string;
  contactIntro: string;
  /** The details' labels (the address, e-mail and phone themselves are the settings'). */
  addressLabel: string;
  emailLabel: string;
  phoneLabel: string;
  formHeading: string;
}

// The two home pages. Both show the services' slider and
// the process strip, each with its own words under the same field names, so
// one section serves both.

/** The services' slider's heading and labels (its cards are the services). */
export interface ServicesSliderCopy {
  servicesLabel: string;
  servicesTitle: string;
  /** Each card's link to its service. */
  servicesReadMore: string;
  /** The slider's name for screen readers. */
  servicesSliderLabel: string;
}

/** The process strip: five steps, numbered in order; the second is active at first (spec §3). */
export interface ProcessCopy {
  processLabel: string;
  processTitle: string;
  processSteps: { name: string; description: string }[];
  /** The button under the steps (to the contact page). */
  processAction: string;
}

/**
 * The main home page (/). Its meta description is the settings' 'Meta
 * description'; its links, icons and pictures are the designers'.
 */
export interface HomeCopy extends ServicesSliderCopy, ProcessCopy {
  title: string;
  bannerEyebrow: string;
  /** The page's h1. */
  bannerHeadline: string;
  bannerSubtext: string;
  bannerPrimaryAction: string;
  bannerSecondaryAction: string;
  bannerTrust: string;
  rotatorLabel: string;
  /** The name of the rotator's pause switch. */
  rotatorPause: string;
  /** Nine, as the rotation's timing expects (app/app.css). */
  rotatorItems: { name: string }[];
  featuresLabel: string;
  featuresTitle: string;
  features: { title: string; description: string }[];
  introLabel: string;
  introTitle: string;
  introText: string;
  introTiles: { title: string; text: string }[];
  introAction: string;
  /** The intro's picture's alt text (the picture is the designers'). */
  introImageAlt: string;
  talkLabel: string;
  talkTitle: string;
  talkText: string;
  talkPoints: { text: string }[];
  /** The moving band's name for screen readers, and its words. */
  textBandLabel: string;
  textBandItems: { text: string }[];
  videoLabel: string;
  videoTitle: string;
  videoText: string;
  /** The play button's name. */
  videoPlay: string;
  /** The pricing section's heading (the plans are /admin/pricing's). */
  pricingLabel: string;
  pricingTitle: string;
  pricingIntro: string;
  pricingPopular: string;
}

/** The second home page (/home-two); its links, icons and pictures are the designers'. */
export interface HomeTwoCopy extends ServicesSliderCopy, ProcessCopy {
  title: string;
  description: string;
  bannerEyebrow: string;
  /** The page's h1. */
  bannerHeadline: string;
  bannerSubtext: string;
  bannerAction: string;
  /** The video button's name, and the words beside it. */
  bannerPlay: string;
  bannerPlayCaption: string;
  /** The banner's picture's alt text (the picture is the designers'). */
  bannerImageAlt: string;
  aboutLabel: string;
  aboutTitle: string;
  aboutText: string;
  aboutPoints: { text: string }[];
  aboutAction: string;
  /** The about block's picture's alt text (the picture is the designers'). */
  aboutImageAlt: string;
  whyLabel: string;
  whyTitle: string;
  whyItems: { title: string; text: string }[];
  partnersLabel: string;
  ctaTitle: string;
  ctaText: string;
  ctaPrimaryAction: string;
  ctaSecondaryAction: string;
  projectsLabel: string;
  projectsTitle: string;
  projectsSliderLabel: string;
  projectsViewProject: string;
  /** Shown instead of the slider when no project is published. */
  projectsEmpty: string;
  industriesLabel: string;
  industriesTitle: string;
  industries: { title: string; text: string }[];
  stackLabel: string;
  stackTitle: string;
  stackItems: { name: string }[];
  teamLabel: string;
  teamTitle: string;
  teamAction: string;
  faqLabel: string;
  faqTitle: string;
  faqItems: { question: string; answer: string }[];
  /** The counters' heading for screen readers, and each counter (shown as "30+"). */
  countersLabel: string;
  counters: { label: string; target: number }[];
  testimonialsLabel: string;
  testimonialsTitle: string;
  testimonialsSliderLabel: string;
  blogLabel: string;
  blogTitle: string;
  blogSliderLabel: string;
  blogReadMore: string;
}

/**
 * The footer of every public page (both variants; the second is /home-two's).
 * Its links and icons are the designers'; the services it lists are the
 * services' own ('Footer' on each), its contact details and social links the
 * settings', its recent posts the blog's latest.
 */
export interface FooterCopy {
  /** The three blurbs over the footer, each to its service (the layout's). */
  blurbs: { title: string; text: string }[];
  /** The line under the logo. */
  tagline: string;
  servicesHeading: string;
  quickLinksHeading: string;
  /** About Us, Services, Projects and Contact Us, in that order. */
  quickLinks: { title: string }[];
  contactHeading: string;
  /** Terms and Privacy, at the foot. */
  legalLinks: { title: string }[];
  /** The second variant's video band, social links, recent posts and newsletter. */
  videoLabel: string;
  videoTitle: string;
  socialHeading: string;
  recentPostsHeading: string;
  newsletterHeading: string;
  newsletterText: string;
  newsletterLabel: string;
  newsletterPlaceholder: string;
  newsletterSubmit: string;
  newsletterSending: string;
}

/**
 * The interface's own words (decision 049): what every page's forms say —
 * their labels, examples, buttons, messages and answers — in each language
 * the site publishes (`page:interface`, translated as every page's copy is).
 * A message is keyed as the forms' rules and the server name it (app/forms/form-messages.ts).
 */
export interface InterfaceCopy {
  /** The menus' and controls' words (mostly read by screen readers). */
  mainMenu: string;
  openMenu: string;
  closeMenu: string;
  menu: string;
  /** "{title}": the menu item's. */
  submenu: string;
  /** "{title}": the menu item's; "{title:lower}" the same in lower case. */
  allOf: string;
  languageMenu: string;
  scrollToTop: string;
  skipLink: string;
  switchToDark: string;
  switchToLight: string;
  previousSlide: string;
  nextSlide: string;
  pauseSlides: string;
  playSlides: string;
  startProject: string;
  /** The blog's list and sidebar: "{count}", "{query}", "{name}", "{page}", "{title}" as each hint says. */
  blogPostsHeading: string;
  blogResultsNone: string;
  blogResultsOne: string;
  blogResultsMany: string;
  blogNoResults: string;
  blogNoResultsHint: string;
  blogShowAll: string;
  resultsFor: string;
  inCategory: string;
  taggedWith: string;
  blogPageTitle: string;
  readMore: string;
  readMoreAbout: string;
  blogPages: string;
  previousPage: string;
  nextPage: string;
  pageNumber: string;
  searchHeading: string;
  searchLabel: string;
  searchPlaceholder: string;
  searchSubmit: string;
  categoriesHeading: string;
  categoryPostsOne: string;
  categoryPostsMany: string;
  recentHeading: string;
  tagsHeading: string;
  blogSidebar: string;
  /** A post's and a project's page: "{author}" is the post's author, "{count}" its comments. */
  byAuthor: string;
  postPreview: string;
  tagsLabel: string;
  shareLabel: string;
  postNavigation: string;
  previousPost: string;
  nextPost: string;
  commentsNone: string;
  commentsOne: string;
  commentsMany: string;
  commentHeading: string;
  commentIntro: string;
  projectPreview: string;
  projectInfo: string;
  projectClient: string;
  projectCategory: string;
  projectYear: string;
  projectServices: string;
  projectShare: string;
  projectGallery: string;
  projectCta: string;
  projectCtaMore: string;
  viewProject: string;
  /** The share links' words, for screen readers: "{network}" is LinkedIn, X or Facebook. */
  shareOn: string;
  /** After a link's words, for screen readers, where it opens a new tab (share links, the map's). */
  newTab: string;
  /** A testimonial's stars, for screen readers: "{rating}" is its number of stars. */
  testimonialRating: string;
  /** A slide's name, for screen readers: "{n}" is its place, "{count}" how many there are. */
  slideLabel: string;
  /** The breadcrumb's name, for screen readers. */
  breadcrumbNav: string;
  /**
   * A preview link's band over the item ("{until}" is when the link stops
   * working), and the page of a link that no longer works: its heading, its
   * breadcrumb, why it shows nothing, and its way out.
   */
  previewDraft: string;
  previewLive: string;
  previewEnded: string;
  previewHome: string;
  previewBreadcrumb: string;
  previewExpired: string;
  previewRevoked: string;
  previewUnknown: string;
  previewRemoved: string;
  previewAction: string;
  /** After the logo's name, for screen readers: where it leads ("Genesis, home"). */
  logoHome: string;
  /** A profile link's name, for screen readers: "{name}" is the site's or a member's, "{network}" the network's. */
  onNetwork: string;
  /** The contact page's map: "{site}" is the site's name, "{address}" its address. */
  mapOffice: string;
  mapFrame: string;
  mapOpenGoogle: string;
  /** The terms' and privacy pages: their breadcrumb, the date's words and the contents' name. */
  legalBreadcrumbHome: string;
  termsBreadcrumb: string;
  privacyBreadcrumb: string;
  lastUpdated: string;
  legalContents: string;
  /** The main menu's entries, each followed by its submenu's (app/content/navigation.ts's order). */
  menuItems: { name: string }[];
  megaPromoLabel: string;
  megaPromoTitle: string;
  nameLabel: string;
  namePlaceholder: string;
  emailLabel: string;
  emailPlaceholder: string;
  phoneLabel: string;
  phoneOptionalLabel: string;
  phonePlaceholder: string;
  subjectLabel: string;
  subjectPlaceholder: string;
  /** The contact form's subjects, in the order of app/forms/contact-fields.ts (the stored values stay English). */
  subjects: { name: string }[];
  messageLabel: string;
  messagePlaceholder: string;
  getInTouchLabel: string;
  sendMessage: string;
  areaLabel: string;
  areaPlaceholder: string;
  connectNow: string;
  commentTitle: string;
  commentNote: string;
  optionLabel: string;
  optionPlaceholder: string;
  optionChoices: { name: string }[];
  commentLabel: string;
  commentPlaceholder: string;
  commentSubmit: string;
  sending: string;
  failed: string;
  contactReply: string;
  commentReply: string;
  newsletterReply: string;
  unsupported: string;
  tooLarge: string;
  unreadable: string;
  unknownForm: string;
  nameRequired: string;
  nameTooLong: string;
  nameLetters: string;
  emailRequired: string;
  emailTooLong: string;
  emailInvalid: string;
  phoneRequired: string;
  phoneTooLong: string;
  phoneInvalid: string;
  subjectRequired: string;
  messageRequired: string;
  messageTooLong: string;
  messageCharacters: string;
  optionInvalid: string;
  postInvalid: string;
  /** The 404 of a project or post not translated into the page's language, before the link to it. */
  elsewhere: string;
  /** The screen of an unexpected error (it never shows the error itself). */
  errorHeading: string;
  errorMessage: string;
  errorAction: string;
  invalidFields: string;
  tooFast: string;
  staleForm: string;
  captchaMissing: string;
  captchaFailed: string;
  tooMany: string;
  unavailable: string;
  internal: string;
}

/** Each page's copy, as its document holds it. */
export interface PageCopies {
  home: HomeCopy;
  "home-two": HomeTwoCopy;
  about: AboutCopy;
  services: ServicesCopy;
  service: ServicePagesCopy;
  contact: ContactCopy;
  "not-found": NotFoundCopy;
  footer: FooterCopy;
  interface: InterfaceCopy;
  blog: BlogCopy;
  projects: ProjectsCopy;
  newsletter: NewsletterCopy;
}
