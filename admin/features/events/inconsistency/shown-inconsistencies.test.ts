import { describe, expect, it } from 'vitest';
import type { Inconsistency } from '../../../../shared/model/inconsistency';
import { shownInconsistencies } from './shown-inconsistencies';

const service = {
  id: 1,
  name: 'Chess',
  businessArea: 'ECA',
  schoolYearId: 1,
  locationId: 2,
} as const;
const child = (id: number) => ({ id, givenName: `Kid${id}`, familyName: 'Test' });
const of = (type: Inconsistency['inconsistencyType'], extra: Partial<Inconsistency> = {}) =>
  ({
    inconsistencyType: type,
    severity: 'ERROR',
    event: service,
    collision: null,
    participant: null,
    count: null,
    limit: null,
    ...extra,
  }) as Inconsistency;

describe('shownInconsistencies (spec 001 §4.6)', () => {
  it('shows only the first GRADE, with the participant blank and the count of all', () => {
    const shown = shownInconsistencies([
      of('EVENT_MAX'),
      of('GRADE', { participant: child(7) }),
      of('GRADE', { participant: child(8) }),
      of('PARTICIPANT_TIMESLOT', { participant: child(9) }),
    ]);
    expect(shown.map((row) => row.item.inconsistencyType)).toEqual([
      'EVENT_MAX',
      'GRADE',
      'PARTICIPANT_TIMESLOT',
    ]);
    expect(shown[1]).toMatchObject({ gradeCount: 2, item: { participant: null } });
    expect(shown[2]!.item.participant).toEqual(child(9));
    expect(new Set(shown.map((row) => row.key)).size).toBe(3);
  });

  it('shows nothing for nothing', () => {
    expect(shownInconsistencies([])).toEqual([]);
  });
});
