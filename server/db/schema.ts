import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

/**
 * Table types. Columns use types both SQLite and PostgreSQL store the same way
 * (see docs/decisions/003-portable-schema.md): timestamps are ISO-8601 UTC text
 * and flags are 0/1 integers, so one query returns one shape on either dialect.
 */
export interface PortfolioItemTable {
  id: Generated<number>;
  name: string;
  title: string;
  image: string;
  sort_order: number;
  published: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

export type EnquiryStatus = "new" | "read" | "answered" | "spam";

export interface ContactEnquiryTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  status: ColumnType<EnquiryStatus, EnquiryStatus | undefined, EnquiryStatus>;
  created_at: string;
}

export interface Database {
  portfolio_items: PortfolioItemTable;
  contact_enquiries: ContactEnquiryTable;
}

export type PortfolioItemRow = Selectable<PortfolioItemTable>;
export type NewPortfolioItem = Insertable<PortfolioItemTable>;
export type ContactEnquiryRow = Selectable<ContactEnquiryTable>;
