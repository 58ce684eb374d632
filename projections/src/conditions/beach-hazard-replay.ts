import { readStoredEvent } from '@nsg/platform/event-store/stored-event-schemas.ts';
import { isEventOf } from '@nsg/domain/stored-events.ts';
import { assessBeachHazard, type HazardLevel } from '@nsg/domain/conditions/beach-hazard.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';

export interface ReplayedAssessment {
  assessedAt: string;
  beachId: number;
  beachName: string;
  recordedLevel: HazardLevel;
  recomputedLevel: HazardLevel;
  /** The rating and every reason recomputed from the recorded inputs equal what visitors were told. */
  matches: boolean;
}

/**
 * Recomputes every recorded beach rating from the inputs its event carries, with today's rule, and says
 * where the result differs from what the site told visitors at the time (after a rule change, say).
 */
export async function replayBeachHazards(
  store: EventStore,
  filters: { beachId?: number } = {},
): Promise<ReplayedAssessment[]> {
  const rows: ReplayedAssessment[] = [];
  let from: Parameters<EventStore['readAll']>[0]['from'] = 'start';
  for (;;) {
    const page = await store.readAll({ from, limit: 1000 });
    if (page.length === 0) break;
    from = page[page.length - 1]!.logPosition;
    for (const recorded of page) {
      const event = readStoredEvent(recorded);
      if (!isEventOf(event, ['conditions.BeachHazardAssessed'])) continue;
      const { data } = event;
      if (filters.beachId !== undefined && data.beachId !== filters.beachId) continue;
      const { exposure, facts, ...inputs } = data.inputs;
      const again = assessBeachHazard(
        { id: data.beachId, name: data.beachName, exposure, ...(facts ? { facts } : {}) },
        inputs,
        new Date(data.assessedAt),
      );
      rows.push({
        assessedAt: data.assessedAt,
        beachId: data.beachId,
        beachName: data.beachName,
        recordedLevel: data.level,
        recomputedLevel: again.level,
        matches: sameTexts(again.reasons, data.reasons) && again.level === data.level,
      });
    }
  }
  return rows;
}

export function beachHazardsCsv(rows: readonly ReplayedAssessment[]): string {
  const lines = rows.map((row) =>
    [
      row.assessedAt,
      row.beachId,
      `"${row.beachName.replace(/"/g, '""')}"`,
      row.recordedLevel,
      row.recomputedLevel,
      row.matches,
    ].join(','),
  );
  return `${['assessedAt,beachId,beachName,recordedLevel,recomputedLevel,matches', ...lines].join('\n')}\n`;
}

/** What visitors read: the sentences in order (stored JSON does not keep key order). */
const sameTexts = (a: readonly { text: string }[], b: readonly { text: string }[]) =>
  a.length === b.length && a.every((reason, i) => reason.text === b[i]!.text);
