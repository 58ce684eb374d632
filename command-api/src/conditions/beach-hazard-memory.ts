import type { Kysely } from 'kysely';
import type { LogPosition } from '@nsg/domain/shared/events.ts';
import { comparePositions } from '@nsg/platform/event-store/event-store.ts';
import {
  currentBeachHazards,
  type CurrentBeachHazard,
} from '@nsg/projections/conditions/beach-hazards-queries.ts';
import { OBSERVATIONS_CHANGE } from '@nsg/projections/conditions/conditions-queries.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import { readCheckpoint } from '@nsg/projections/runner/checkpoints.ts';
import { liveSourceTimes, type LiveSourceTimes } from './beach-hazard-views.ts';

const HAZARDS_PROJECTION = 'beach-hazards';

/** Tells of every read-model change; null when changes may have gone unheard (the LISTEN was lost). */
export interface ReadModelChangeSource {
  readonly listening: boolean;
  onChange(listener: (change: { projection: string; ids: readonly string[] } | null) => void): () => void;
}

/** What a beach's rating is drawn from: the current assessments and when each source last reported. */
export interface HazardInputs {
  hazards: ReadonlyMap<number, CurrentBeachHazard>;
  live: LiveSourceTimes;
  /** True when a read that named a position could not be given inputs that recent. */
  behind: boolean;
}

export interface BeachHazardMemory {
  /** The inputs as they are now; with `atLeast`, no older than that log position, or marked `behind`. */
  read(atLeast?: LogPosition): Promise<HazardInputs>;
  /** Loads everything again and resolves once it is in memory. */
  refresh(): Promise<void>;
  /** From now on, inputs are kept in memory for as long as `source` hears the read models' changes. */
  follow(source: ReadModelChangeSource): () => void;
}

interface Memory {
  hazards: Map<number, CurrentBeachHazard>;
  live: LiveSourceTimes;
  /** The hazards projection's checkpoint before the last full load: what memory holds is at least this. */
  position: LogPosition | null;
}

interface Wanted {
  everything: boolean;
  live: boolean;
  beachIds: Set<number>;
}
const nothingWanted = (): Wanted => ({ everything: false, live: false, beachIds: new Set() });

/**
 * The beach ratings' inputs, kept in the API's memory: every beaches answer drew them with three
 * queries. The hazards projection's notice reloads the beaches it names (all of them when it names
 * none), the workers' notice of a new swell or alert observation reloads the source times, and a lost
 * LISTEN connection everything. A read waits for a reload in progress, so a visitor refreshing on a
 * live notice sees what it announced; a read given `minPosition` waits for a load that began after the
 * projection passed it. Without a source, or while it is not listening, every read asks Postgres.
 */
export function createBeachHazardMemory(db: Kysely<ReadModelTables>): BeachHazardMemory {
  let source: ReadModelChangeSource | null = null;
  let memory: Memory | null = null;
  let wanted = nothingWanted();
  let reloading: Promise<void> | null = null;

  const queryNow = async (): Promise<Omit<Memory, 'position'>> => {
    const [hazards, live] = await Promise.all([currentBeachHazards(db), liveSourceTimes({ db })]);
    return { hazards, live };
  };

  async function loadEverything() {
    // Read first: the rows read after it hold at least what the checkpoint had applied.
    const position = await hazardsCheckpoint(db);
    const heard = source?.listening ?? false;
    const loaded = { ...(await queryNow()), position };
    // Loaded while changes could go unheard: not to be kept.
    memory = heard ? loaded : null;
  }

  async function load(work: Wanted) {
    if (work.everything || !memory) return loadEverything();
    const ids = [...work.beachIds];
    const [hazards, live] = await Promise.all([
      ids.length ? currentBeachHazards(db, ids) : null,
      work.live ? liveSourceTimes({ db }) : memory.live,
    ]);
    const kept = new Map(memory.hazards);
    for (const id of ids) {
      const fresh = hazards?.get(id);
      if (fresh) kept.set(id, fresh);
      else kept.delete(id);
    }
    memory = { ...memory, hazards: kept, live };
  }

  async function reloadWhileWanted() {
    while (wanted.everything || wanted.live || wanted.beachIds.size > 0) {
      const work = wanted;
      wanted = nothingWanted();
      // A failed load leaves nothing half-known: reads ask Postgres until the next full load.
      await load(work).catch(() => {
        memory = null;
      });
    }
  }

  /** Resolves once what is wanted now (and whatever is asked meanwhile) is in memory. */
  function reload(): Promise<void> {
    reloading ??= reloadWhileWanted().finally(() => {
      reloading = null;
    });
    return reloading;
  }

  function reloadEverything() {
    wanted.everything = true;
    return reload();
  }

  function hear(change: { projection: string; ids: readonly string[] } | null) {
    if (change === null) void reloadEverything();
    else if (change.projection === OBSERVATIONS_CHANGE) {
      wanted.live = true;
      void reload();
    } else if (change.projection === HAZARDS_PROJECTION) {
      if (change.ids.length === 0) wanted.everything = true;
      for (const id of change.ids) wanted.beachIds.add(Number(id));
      void reload();
    }
  }

  async function atLeast(position: LogPosition): Promise<HazardInputs> {
    await reloadEverything();
    const reached = memory !== null && isPast(memory.position, position);
    return { ...(memory ?? (await queryNow())), behind: !reached };
  }

  return {
    async read(position) {
      if (!source?.listening) return { ...(await queryNow()), behind: false };
      if (reloading) await reloading;
      if (!memory) {
        void reloadEverything();
        return { ...(await queryNow()), behind: false };
      }
      if (position && !isPast(memory.position, position)) return atLeast(position);
      return { ...memory, behind: false };
    },
    refresh: reloadEverything,
    follow(changes) {
      source = changes;
      memory = null;
      const unsubscribe = changes.onChange(hear);
      void reloadEverything();
      return () => {
        unsubscribe();
        if (source === changes) source = null;
        memory = null;
      };
    },
  };
}

const isPast = (held: LogPosition | null, wanted: LogPosition) =>
  held !== null && comparePositions(held, wanted) >= 0;

async function hazardsCheckpoint(db: Kysely<ReadModelTables>): Promise<LogPosition | null> {
  // No row yet: the runner has not started this projection.
  const checkpoint = await readCheckpoint(db, HAZARDS_PROJECTION).catch(() => null);
  return checkpoint && checkpoint.position !== 'start' ? checkpoint.position : null;
}
