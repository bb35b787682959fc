import type { Inconsistency } from '../../../../shared/model/inconsistency';

/** A row of the inconsistency dialog: one inconsistency, GRADE ones folded into one row. */
export interface ShownInconsistency {
  key: string;
  item: Inconsistency;
  /** GRADE: how many children have a false grade (the row stands for all of them). */
  gradeCount: number;
}

/**
 * Spec 001 §4.6: when any GRADE inconsistency exists only the first is shown, with the
 * participant blank (the bulk edit handles all of them); every other one is shown as it is, in
 * the server's order (most serious first).
 */
export function shownInconsistencies(found: readonly Inconsistency[]): ShownInconsistency[] {
  const grades = found.filter((item) => item.inconsistencyType === 'GRADE');
  const shown: ShownInconsistency[] = [];
  for (const [index, item] of found.entries()) {
    if (item.inconsistencyType !== 'GRADE') {
      const parts = [item.inconsistencyType, item.collision?.id, item.participant?.id, index];
      shown.push({ key: parts.join('-'), item, gradeCount: 0 });
    } else if (item === grades[0]) {
      shown.push({
        key: 'GRADE',
        item: { ...item, participant: null },
        gradeCount: grades.length,
      });
    }
  }
  return shown;
}
