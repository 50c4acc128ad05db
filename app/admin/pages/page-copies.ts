import { PAGE_COPY_NAMES, type PageCopyName } from "../../lib/page-copy.ts";
import { homeCopy, homeTwoCopy } from "./home-pages.ts";
import {
  aboutCopy,
  blogCopy,
  contactCopy,
  footerCopy,
  notFoundCopy,
  projectsCopy,
  serviceCopy,
  servicesCopy,
} from "./inner-pages.ts";
import type { PageCopy } from "./page-copy-fields.ts";
import { interfaceCopy } from "./interface-words.ts";
import { newsletterCopy } from "./newsletter-page.ts";

/** Each page's copy, declared on the content model's fields (./page-copy-fields.ts). */
export const PAGE_COPIES: { [Name in PageCopyName]: PageCopy<Name> } = {
  home: homeCopy,
  "home-two": homeTwoCopy,
  about: aboutCopy,
  services: servicesCopy,
  service: serviceCopy,
  contact: contactCopy,
  "not-found": notFoundCopy,
  footer: footerCopy,
  interface: interfaceCopy,
  newsletter: newsletterCopy,
  blog: blogCopy,
  projects: projectsCopy,
};

/** The page an address's name is, or null. */
export const pageCopyNamed = (name: string | undefined): PageCopyName | null =>
  PAGE_COPY_NAMES.find((known) => known === name) ?? null;
