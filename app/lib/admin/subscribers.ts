import type { SubscriberStatus } from "./statuses.ts";

/** The newsletter's subscribers (/admin/subscribers): what its pages ask of the server (server/admin/subscribers/). */

export interface SubscriberFilter {
  q: string;
  status: SubscriberStatus | null;
  page: number;
}

export interface SubscriberView {
  id: string;
  email: string;
  status: SubscriberStatus;
  captcha: "off" | "passed" | "unverified";
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  /** When a pending subscription expires unconfirmed. */
  expiresAt: string | null;
}

export interface SubscriberPage {
  items: SubscriberView[];
  total: number;
  page: number;
  pageCount: number;
  /** Confirmed subscribers in all (whatever the filter). */
  confirmed: number;
}

/** Owners and editors. */
export interface SubscribersConsole {
  list(filter: SubscriberFilter): Promise<SubscriberPage>;
  /** One subscriber, for the removal's confirmation step. */
  find(id: string): Promise<SubscriberView | null>;
  /** The CSV of every subscriber the filter matches (audited). */
  exportCsv(filter: Omit<SubscriberFilter, "page">): Promise<string>;
  /** Deletes a subscriber (audited); false when there is no such subscriber. */
  remove(id: string): Promise<boolean>;
}
