import type { Kysely } from 'kysely';
import type { ChallengeFacts } from '@nsg/domain/eco/eco-visitor.ts';
import { targetExists } from '@nsg/projections/catalog/catalog-queries.ts';
import { findChallengeFacts } from '@nsg/projections/eco/eco-queries.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';

/** The catalog projection writes the beaches, businesses and eco challenges these facts come from. */
const CATALOG_PROJECTION = 'catalog';
/** Even while every change is heard, a fact is looked up again after this long. */
const MAX_AGE_MS = 60_000;
/** More facts than the catalog holds would mean something is wrong: stop keeping new ones. */
const MAX_FACTS = 10_000;

/** Tells of every read-model change; null when changes may have gone unheard. */
export interface CatalogChangeSource {
  readonly listening: boolean;
  onChange(listener: (change: { projection: string } | null) => void): () => void;
}

export interface CatalogFacts {
  targetExists(type: 'beach' | 'business', id: number): Promise<boolean>;
  challengeFacts(id: number): Promise<ChallengeFacts | null>;
  /** From now on, facts are kept between commands for as long as `source` hears the catalog's changes. */
  follow(source: CatalogChangeSource): () => void;
}

/**
 * What commands check against the catalog (a review's beach or business exists, a challenge's points and
 * rules), kept in memory: it changes only when the catalog projection announces a change, and every
 * command used to ask Postgres for it. Only what exists is kept; a lookup that misses asks again.
 * Without a source, or while it is not listening, every lookup asks Postgres.
 */
export function createCatalogFacts(db: Kysely<ReadModelTables>): CatalogFacts {
  const known = new Map<string, { value: unknown; at: number }>();
  let source: CatalogChangeSource | null = null;
  // Moves on with every change, so a lookup that overlapped a change does not keep what it read.
  let generation = 0;
  const forget = () => {
    generation++;
    known.clear();
  };

  async function remembered<T>(key: string, lookUp: () => Promise<T>, exists: (value: T) => boolean) {
    if (!source?.listening) return lookUp();
    const hit = known.get(key);
    if (hit && Date.now() - hit.at < MAX_AGE_MS) return hit.value as T;
    const lookedUpIn = generation;
    const value = await lookUp();
    if (exists(value) && lookedUpIn === generation && known.size < MAX_FACTS)
      known.set(key, { value, at: Date.now() });
    return value;
  }

  return {
    targetExists: (type, id) =>
      remembered(
        `${type}:${id}`,
        () => targetExists(db, type, id),
        (found) => found,
      ),
    challengeFacts: (id) =>
      remembered(
        `challenge:${id}`,
        () => findChallengeFacts(db, id),
        (facts) => facts !== null,
      ),
    follow(changes) {
      source = changes;
      forget();
      const unsubscribe = changes.onChange((change) => {
        if (change === null || change.projection === CATALOG_PROJECTION) forget();
      });
      return () => {
        unsubscribe();
        if (source === changes) source = null;
        forget();
      };
    },
  };
}
