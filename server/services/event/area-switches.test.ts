import { describe, expect, it } from 'vitest';
import { FEATURE_TOGGLE_DEFAULTS } from '../../../shared/model/features';
import { closedAreaKey, type AreaSwitches } from './area-switches';

const switches = (
  toggles: Record<string, boolean> = {},
  childmindingMode: AreaSwitches['childmindingMode'] = 'INTERNALLY_ENABLED',
): AreaSwitches => ({ toggles: { ...FEATURE_TOGGLE_DEFAULTS, ...toggles }, childmindingMode });

describe('closedAreaKey', () => {
  it('opens ECA and camps by default and closes them with their toggles', () => {
    expect(closedAreaKey('ECA', switches())).toBeNull();
    expect(closedAreaKey('HOLIDAY_CAMP', switches())).toBeNull();
    expect(closedAreaKey('ECA', switches({ eca: false }))).toBe('booking.notOffered.ECA');
    expect(closedAreaKey('HOLIDAY_CAMP', switches({ holiday_camp: false }))).toBe(
      'booking.notOffered.HOLIDAY_CAMP',
    );
  });

  it('keeps the school bus closed until enableSchoolBusBooking is on', () => {
    expect(closedAreaKey('SCHOOL_BUS', switches())).toBe('booking.notOffered.SCHOOL_BUS');
    expect(closedAreaKey('SCHOOL_BUS', switches({ enableSchoolBusBooking: true }))).toBeNull();
  });

  it('opens childminding only when run internally and its toggle is on', () => {
    const on = { enableChildmindingBooking: true };
    expect(closedAreaKey('CHILDMINDING', switches(on))).toBeNull();
    expect(closedAreaKey('CHILDMINDING', switches())).toBe('booking.notOffered.CHILDMINDING');
    expect(closedAreaKey('CHILDMINDING', switches(on, 'OUTSOURCED'))).toBe(
      'childminding.outsourced',
    );
    expect(closedAreaKey('CHILDMINDING', switches(on, null))).toBe(
      'booking.notOffered.CHILDMINDING',
    );
  });

  it('never closes areas without a toggle', () => {
    expect(closedAreaKey('PARENT_ACTIVITIES', switches())).toBeNull();
    expect(closedAreaKey('SCHOOL', switches())).toBeNull();
  });

  it('lets admins book everything but childminding without its admin toggle', () => {
    const off = switches({ eca: false, enableChildmindingBookingAdmin: false }, null);
    expect(closedAreaKey('ECA', off, { admin: true })).toBeNull();
    expect(closedAreaKey('CHILDMINDING', off, { admin: true })).toBe(
      'booking.notOffered.CHILDMINDING',
    );
    expect(closedAreaKey('CHILDMINDING', switches(), { admin: true })).toBeNull();
  });
});
