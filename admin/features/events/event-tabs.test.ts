import { describe, expect, it } from 'vitest';
import { eventFieldOf, visibleEventTabs } from './event-tabs';

const admin = { canConfigure: true, canSeeParticipants: true };
const instructor = { canConfigure: false, canSeeParticipants: true };

describe('visibleEventTabs (spec 002 §2.1)', () => {
  it('shows every tab but Stops to the office on a saved ECA service, in the spec order', () => {
    expect(visibleEventTabs({ businessArea: 'ECA', id: 3, ...admin })).toEqual([
      'activity',
      'details',
      'email',
      'permissions',
      'price',
      'participants',
    ]);
  });

  it('shows Stops for the bus, hides Price for SCHOOL and Participants on a new service', () => {
    expect(visibleEventTabs({ businessArea: 'SCHOOL_BUS', id: null, ...admin })).toContain('stops');
    const school = visibleEventTabs({ businessArea: 'SCHOOL', id: null, ...admin });
    expect(school).not.toContain('price');
    expect(school).not.toContain('participants');
  });

  it('keeps Permissions from an instructor, not the participants', () => {
    const tabs = visibleEventTabs({ businessArea: 'ECA', id: 3, ...instructor });
    expect(tabs).not.toContain('permissions');
    expect(tabs).toContain('participants');
  });
});

describe('eventFieldOf', () => {
  it.each([
    ['name', 'name'],
    ['event.maximumNumber', 'maximumNumber'],
    ['recurrences.1.endTime', 'recurrences.1.endTime'],
    ['instructorIds.0', 'instructorIds'],
    ['costItems.material', 'costItems.material'],
    ['eventImage', 'imageFile'],
  ])('%s lands on %s', (path, field) => {
    expect(eventFieldOf(path)).toBe(field);
  });
});
