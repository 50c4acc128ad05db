/**
 * The pages' copy the agency edits (issue 34, decision 037): each page's words
 * as named, structured fields of one document (`page:<name>` in
 * `site_documents`), never free HTML, so the layout stays the designers'. The
 * public route reads its page's copy through `context.content.pageCopy(name)`
 * and passes it down as props; the console edits it with one generic form
 * built from each page's description (app/content/admin/page-copy.ts).
 */

/** The pages whose copy is a document, by the name of their key (`page:<name>`). */
export const PAGE_COPY_NAMES = ["about", "services", "contact", "not-found"] as const;
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

/** Each page's copy, as its document holds it. */
export interface PageCopies {
  about: AboutCopy;
  services: ServicesCopy;
  contact: ContactCopy;
  "not-found": NotFoundCopy;
}

/** A field of a page's form: what it holds and how it is labelled. */
export interface CopyTextField {
  kind: "text" | "longText";
  label: string;
  hint?: string;
  /** Longest it may be (defaults: 120 for a text, 600 for a long text). */
  max?: number;
  /** May be left empty (most copy may not: the layout expects words there). */
  optional?: boolean;
}

export interface CopyNumberField {
  kind: "number";
  label: string;
  hint?: string;
  min: number;
  max: number;
}

/** A list of the page's items (steps, values, tiles…): as many as the layout has, a few texts each. */
export interface CopyListField<Item> {
  kind: "list";
  label: string;
  hint?: string;
  /** The legend of each item: "Step 2". */
  itemLabel: (position: number) => string;
  item: { [Key in keyof Item]: CopyTextField };
}

export type CopyField<Value> = Value extends number
  ? CopyNumberField
  : Value extends readonly (infer Item)[]
    ? CopyListField<Item>
    : CopyTextField;

/** Any field, as the generic form and its rules walk them. */
export type AnyCopyField = CopyTextField | CopyNumberField | CopyListField<Record<string, string>>;

/** One fieldset of a page's form: a section of the page and the fields it shows. */
export interface CopySection<T> {
  legend: string;
  hint?: string;
  fields: { [Key in keyof T]?: CopyField<T[Key]> };
}

/** How a page's copy is edited: its name in the console, its addresses, its fieldsets. */
export interface PageCopyForm<T> {
  title: string;
  /** Where visitors read it (the first is linked from the console). */
  publicPaths: string[];
  /** Each field of the document in exactly one section. */
  sections: CopySection<T>[];
}
