// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AbsenceRow } from '../../../shared/model/absence';
import { click, mount, settle } from '../../../shared/ui/form/test-harness';
import { AbsenceList } from './absence-list';
import { toAbsenceInput, toAbsenceValues } from './absence-values';

const row = (id: number, from: string, to: string, more: Partial<AbsenceRow> = {}): AbsenceRow => ({
  id,
  version: 0,
  participantId: 7,
  givenName: 'Mia',
  familyName: 'Roth',
  from,
  to,
  eventIds: [],
  eventNames: [],
  reason: null,
  notes: null,
  ...more,
});
const ABSENCES = [
  row(1, '2026-12-01', '2026-12-02', { eventIds: [4], eventNames: ['Chess'], reason: 'Trip' }),
  row(2, '2026-11-25', '2026-11-25', { notes: 'Fever' }),
  row(3, '2026-11-20', '2026-11-26'),
];
const TODAY = '2026-11-25';

let view: ReturnType<typeof mount>;
afterEach(() => {
  view.unmount();
  document.body.innerHTML = '';
});
const buttons = (label: string) =>
  [...document.querySelectorAll('button')].filter((b) => b.textContent === label);

describe('AbsenceList', () => {
  it('offers a family Change and Withdraw only for absences not begun before today', () => {
    view = mount(
      <AbsenceList
        absences={ABSENCES}
        today={TODAY}
        office={false}
        onEdit={vi.fn()}
        onWithdraw={vi.fn()}
      />,
    );
    expect(document.querySelectorAll('li')).toHaveLength(3);
    expect(buttons('absence.withdraw')).toHaveLength(2);
    expect(document.body.textContent).toContain('Chess · Trip');
    expect(document.body.textContent).toContain('absence.allServices');
    expect(document.body.textContent).toContain('Fever');
  });

  it('lets the office change any, and withdraws after the question', async () => {
    const onWithdraw = vi.fn(() => Promise.resolve());
    const onEdit = vi.fn();
    view = mount(
      <AbsenceList
        absences={ABSENCES}
        today={TODAY}
        office
        onEdit={onEdit}
        onWithdraw={onWithdraw}
      />,
    );
    expect(buttons('absence.withdraw')).toHaveLength(3);
    click(buttons('absence.change')[2]!);
    expect(onEdit).toHaveBeenCalledWith(ABSENCES[2]);
    click(buttons('absence.withdraw')[2]!);
    expect(document.querySelector('[role="alertdialog"]')).not.toBeNull();
    expect(onWithdraw).not.toHaveBeenCalled();
    const confirm = [...document.querySelectorAll('[role="alertdialog"] button')].find(
      (b) => b.textContent === 'absence.withdraw',
    );
    click(confirm!);
    await settle();
    expect(onWithdraw).toHaveBeenCalledWith(ABSENCES[2]);
  });
});

describe('absence values', () => {
  it('sends all services as an empty list, and some services with none ticked as refusable', () => {
    const values = toAbsenceValues(null, { participantId: 7, today: TODAY });
    expect(toAbsenceInput(values)).toMatchObject({ participantId: 7, from: TODAY, eventIds: [] });
    expect(toAbsenceInput({ ...values, allServices: false }).eventIds).toEqual([0]);
    expect(toAbsenceInput({ ...values, participantId: '' }).participantId).toBe(0);
    expect(toAbsenceValues(ABSENCES[0]!, { participantId: null, today: TODAY })).toMatchObject({
      allServices: false,
      eventIds: [4],
      reason: 'Trip',
      notes: '',
    });
  });
});
