import type { Kysely } from "kysely";
import type {
  CollectionErrors,
  CollectionFields,
  CollectionValues,
} from "../../../app/admin/collections/collection.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import type { Database } from "../../db/schema.ts";
import { serviceStoreHooks } from "../services/service-store-hooks.ts";

/** A save under way: the item (null: a new one), its checked values, and its fields before. */
export interface Change {
  id: number | null;
  values: CollectionValues;
  before: CollectionFields | null;
}

/**
 * What a kind's save does beyond its declaration, on the server, in the
 * save's transaction: what the rules cannot see (another row's slug), values
 * the save itself decides, a new item's id, and what follows the write (the
 * addresses that move with a slug), with the audit detail and the public
 * pages' tags that adds.
 */
export interface StoreHooks {
  check?(trx: Kysely<Database>, change: Change): Promise<CollectionErrors | null>;
  adjust?(change: Change): CollectionValues;
  newId?(trx: Kysely<Database>, dialect: DatabaseHandle["dialect"]): Promise<number>;
  after?(
    trx: Kysely<Database>,
    change: Change & { id: number },
  ): Promise<{ detail: (string | null)[]; tags: string[] }>;
}

/** Each kind's hooks, by its `kind`; a kind without any is stored by its declaration alone. */
export const storeHooks = (options: { siteUrl: string }): Record<string, StoreHooks> => ({
  service: serviceStoreHooks(options),
});
